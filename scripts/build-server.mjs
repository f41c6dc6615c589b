// Bundles the server entry points to dist/server; npm packages stay external (node_modules).
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/admin-cli.ts'],
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
