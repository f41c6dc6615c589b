// `npm test`: the whole suite. Unit and API tests (API on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests on the built product in Debian's Chromium.
// Whatever cannot run here is named as skipped; under CI=true nothing may be skipped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild } from './ensure-build.mjs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipped = [];
const results = [];

function run(name, command, args, env = {}) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: result.status === 0 });
  return result.status === 0;
}

if (!process.env.TEST_DATABASE_URL) {
  skipped.push('API tests on PostgreSQL (set TEST_DATABASE_URL=postgres://user@host:5432/db to run them)');
}
run('unit and API tests', 'npx', ['vitest', 'run']);

if (existsSync(chromium)) {
  ensureBuild();
  run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
} else {
  skipped.push(`browser tests (no Chromium at ${chromium}; install Debian's chromium package)`);
}

process.stdout.write('\n=== summary ===\n');
for (const { name, ok } of results) process.stdout.write(`${ok ? 'passed' : 'FAILED'}: ${name}\n`);
for (const item of skipped) process.stdout.write(`SKIPPED: ${item}\n`);
const failed = results.filter((r) => !r.ok).length;
if (isCi && skipped.length > 0) {
  process.stdout.write('CI must not skip anything: failing.\n');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
