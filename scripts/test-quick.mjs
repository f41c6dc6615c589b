// `npm run test:quick [-- <git ref>]`: the inner loop. The unit and API tests (embedded database)
// that import a file changed since <ref> (default: the uncommitted changes), without the tests that
// start the server as a process. `npm test` stays the whole suite.
import { spawnSync } from 'node:child_process';

const since = process.argv[2];
const args = [
  'vitest',
  'run',
  since ? `--changed=${since}` : '--changed',
  '--project',
  'unit',
  '--project',
  'server-unit',
  '--project',
  'api-pglite',
  '--passWithNoTests',
];
const env = { ...process.env, TEST_QUICK: '1', CLUSTER_TEST: '' };
delete env.TEST_DATABASE_URL;
const started = Date.now();
const result = spawnSync('npx', args, { stdio: 'inherit', env });
process.stdout.write(`test:quick took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.exit(result.status ?? 1);
