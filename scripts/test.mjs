// `npm test`: the whole suite. Unit and API tests (API on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then on the built product: two instances behind nginx on PostgreSQL,
// and the browser tests in Debian's Chromium.
// Whatever cannot run here is named as skipped; under CI=true nothing may be skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { buildIsCurrent } from './build-state.mjs';
import { createRunTempDir, TestRun } from './test-run.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';
import { playwrightFileTimes, reportSlowest, vitestFileTimes } from './test-timings.mjs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasNginx = existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx');
const hasPoppler = spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
const canRunCluster = hasNginx && Boolean(process.env.TEST_DATABASE_URL);
const skipped = [];
const results = [];
const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
const testRun = new TestRun(createRunTempDir());
testRun.stopOnSignals();
const fileTimes = [];
const failedTestNames = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a Vitest JSON report's numbers to the summary. */
function countVitest(reportFile) {
  const report = readJson(reportFile);
  if (!report) return;
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

async function run(name, command, args, env = {}) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const { code, seconds } = await testRun.step(command, args, env);
  results.push({ name, ok: code === 0, seconds });
  return code === 0;
}

if (!process.env.TEST_DATABASE_URL) {
  skipped.push('API tests on PostgreSQL (set TEST_DATABASE_URL=postgres://user@host:5432/db to run them)');
}
if (!hasNginx) {
  skipped.push("the reverse-proxy test (no nginx; install Debian's nginx-light)");
}
if (!canRunCluster) {
  skipped.push("the two-instance test behind nginx (needs TEST_DATABASE_URL and Debian's nginx-light)");
}
if (!hasPoppler) {
  skipped.push("the PDF receipt tests (no pdftotext; install Debian's poppler-utils)");
}
if (!existsSync('/usr/lib/postgresql')) {
  skipped.push("the database-outage test (no PostgreSQL server binaries; install Debian's postgresql)");
}
const hasChromium = existsSync(chromium);
// The build comes first: the browser tests and the two instances run the built product, and every
// test that starts the server on a new data directory starts from the build's empty database
// (src/server/db/empty-database.ts) instead of running initdb and the migrations again.
let built = true;
// A step like the others, in a process group of its own: an interrupt during the build stops it too.
if (buildIsCurrent()) results.push({ name: 'build (when the sources changed)', ok: true, seconds: 0 });
else built = await run('build (when the sources changed)', 'npm', ['run', 'build']);
if (!built) skipped.push('the two-instance test and the browser tests (the build failed)');

const vitestReport = `${reportDir}/vitest.json`;
await run(
  'unit and API tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  // The cluster project needs the build: it runs in its own step below.
  { CLUSTER_TEST: '' },
);
countVitest(vitestReport);
failedTestNames.push(...vitestFailures(vitestReport));
fileTimes.push(...vitestFileTimes(vitestReport, 'unit/API'));

if (canRunCluster && built) {
  const clusterReport = `${reportDir}/cluster.json`;
  await run(
    'two instances behind nginx on PostgreSQL (built product)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'cluster',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${clusterReport}`,
    ],
    { CLUSTER_TEST: '1' },
  );
  countVitest(clusterReport);
  failedTestNames.push(...vitestFailures(clusterReport));
  fileTimes.push(...vitestFileTimes(clusterReport, 'cluster'));
}

if (hasChromium && built) {
  const playwrightReport = `${reportDir}/playwright.json`;
  await run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  failedTestNames.push(...playwrightFailures(playwrightReport));
  fileTimes.push(...playwrightFileTimes(playwrightReport));
} else if (!hasChromium) {
  skipped.push(`browser tests (no Chromium at ${chromium}; install Debian's chromium package)`);
}

testRun.cleanUp();
process.stdout.write(`\n=== where the time went ===\n${reportSlowest(fileTimes, reportDir)}\n`);
process.stdout.write('\n=== summary ===\n');
for (const { name, ok, seconds } of results)
  process.stdout.write(`${ok ? 'passed' : 'FAILED'}: ${name} (${seconds.toFixed(0)} s)\n`);
const totalSeconds = (Date.now() - runStarted) / 1000;
process.stdout.write(`whole run: ${totalSeconds.toFixed(0)} s; reports in ${reportDir}\n`);
writeFileSync(`${reportDir}/steps.json`, `${JSON.stringify({ totalSeconds, steps: results }, null, 2)}\n`);
for (const item of skipped) process.stdout.write(`SKIPPED: ${item}\n`);
for (const name of failedTestNames) process.stdout.write(`FAILED TEST: ${name}\n`);
const failed = results.filter((r) => !r.ok).length;
// A step that failed without reporting any failed test (crash, config error) still counts.
const failedTests = Math.max(counts.failed, failed);
process.stdout.write(`${counts.passed} passed, ${failedTests} failed, ${counts.skipped} skipped\n`);
if (isCi && skipped.length > 0) {
  process.stdout.write('CI must not skip anything: failing.\n');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
