// Builds client and server when dist/ is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from './build-state.mjs';

export function ensureBuild() {
  if (buildIsCurrent()) return;
  process.stdout.write('Building the application (first start or sources changed)…\n');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    process.stderr.write('Build failed.\n');
    process.exit(result.status ?? 1);
  }
}
