// Where a test run's time went: the slowest test files and browser specs, from the runners' JSON reports.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Seconds per test file of a Vitest JSON report (the file's tests, from its first start to its last end). */
export function vitestFileTimes(reportFile, label) {
  const report = readJson(reportFile);
  if (!report) return [];
  return report.testResults.map((file) => ({
    file: relative(process.cwd(), file.name),
    suite: label,
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));
}

/** Seconds per spec file of a Playwright JSON report (its tests' durations, retries included). */
export function playwrightFileTimes(reportFile) {
  const report = readJson(reportFile);
  if (!report) return [];
  const byFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = byFile.get(file) ?? { file: `tests/e2e/${file}`, suite: 'browser', seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results) entry.seconds += result.duration / 1000;
        byFile.set(file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...byFile.values()];
}

/** Prints the `count` slowest files and writes all of them to `<reportDir>/timings.json` and `slowest.txt`. */
export function reportSlowest(times, reportDir, count = 20) {
  const sorted = [...times].sort((a, b) => b.seconds - a.seconds);
  const lines = [
    `The ${Math.min(count, sorted.length)} slowest test files and browser specs (seconds of their tests):`,
    ...sorted
      .slice(0, count)
      .map(
        (entry, index) =>
          `${String(index + 1).padStart(3)}. ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.suite.padEnd(12)} ${entry.file} (${entry.tests} tests)`,
      ),
  ];
  writeFileSync(`${reportDir}/timings.json`, `${JSON.stringify(sorted, null, 2)}\n`);
  writeFileSync(`${reportDir}/slowest.txt`, `${lines.join('\n')}\n`);
  return lines.join('\n');
}
