// The tests that failed, by name, from the runners' JSON reports: printed last, where a short tail
// of the log (all a CI page may show) still names them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A terminal colour code: ESC [ digits m (built from the character code: no control character in a regex literal). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of an error message, cut to `max` characters. */
function firstLine(message, max = 160) {
  const line = String(message ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .find((part) => part.trim() !== '');
  return (line ?? '').trim().slice(0, max);
}

/** "file > test title: first line of the error" for each failed test of a Vitest JSON report. */
export function vitestFailures(reportFile) {
  const report = readJson(reportFile);
  if (!report) return [];
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${relative(process.cwd(), file.name)} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  );
}

/** The same for a Playwright JSON report: tests whose last try failed (a flaky pass is not listed). */
export function playwrightFailures(reportFile) {
  const report = readJson(reportFile);
  if (!report) return [];
  const failures = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const last = test.results.at(-1);
        failures.push(
          `tests/e2e/${spec.file} > ${[...path, spec.title].join(' > ')}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}
