// Bundles the server entry points to dist/server; npm packages stay external (node_modules).
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/admin-cli.ts', 'src/server/build-empty-database.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The embedded database's and the document previews' threads start from their own files, found next to the bundle.
copyFileSync('src/server/db/pglite-thread.mjs', 'dist/server/pglite-thread.mjs');
copyFileSync('src/server/documents/preview-thread.mjs', 'dist/server/preview-thread.mjs');

// A new embedded database starts from an empty, migrated one made here (src/server/db/empty-database.ts).
const made = spawnSync(process.execPath, ['dist/server/build-empty-database.js'], { stdio: 'inherit' });
if (made.status !== 0) process.exit(made.status ?? 1);
