// `npm test`: the whole suite. Unit and API tests (API on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests on the built product in Debian's Chromium.
// Whatever cannot run here is named as skipped; under CI=true nothing may be skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBuild } from './ensure-build.mjs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipped = [];
const results = [];
const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function run(name, command, args, env = {}) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: result.status === 0 });
  return result.status === 0;
}

if (!process.env.TEST_DATABASE_URL) {
  skipped.push('API tests on PostgreSQL (set TEST_DATABASE_URL=postgres://user@host:5432/db to run them)');
}
if (!existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx')) {
  skipped.push("the reverse-proxy test (no nginx; install Debian's nginx-light)");
}
if (!existsSync('/usr/lib/postgresql')) {
  skipped.push("the database-outage test (no PostgreSQL server binaries; install Debian's postgresql)");
}
const vitestReport = `${reportDir}/vitest.json`;
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}

if (existsSync(chromium)) {
  ensureBuild();
  const playwrightReport = `${reportDir}/playwright.json`;
  run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
} else {
  skipped.push(`browser tests (no Chromium at ${chromium}; install Debian's chromium package)`);
}

process.stdout.write('\n=== summary ===\n');
for (const { name, ok } of results) process.stdout.write(`${ok ? 'passed' : 'FAILED'}: ${name}\n`);
for (const item of skipped) process.stdout.write(`SKIPPED: ${item}\n`);
const failed = results.filter((r) => !r.ok).length;
// A step that failed without reporting any failed test (crash, config error) still counts.
const failedTests = Math.max(counts.failed, failed);
process.stdout.write(`${counts.passed} passed, ${failedTests} failed, ${counts.skipped} skipped\n`);
if (isCi && skipped.length > 0) {
  process.stdout.write('CI must not skip anything: failing.\n');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
