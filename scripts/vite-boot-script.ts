import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = new URL('../src/client/boot.ts', import.meta.url);

/**
 * Emits src/client/boot.ts, the one script of the pages the server renders, as /boot.js, minified:
 * it is on every first load, so its comments should not be (src/server/site/site-document.ts).
 * Not a Vite entry: as a plain file it stays free of Vite's preload helper and keeps its fixed name.
 */
export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    async generateBundle() {
      const { code } = await transform(readFileSync(SOURCE, 'utf8'), {
        loader: 'ts',
        minify: true,
        format: 'esm',
        target: 'es2022',
      });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}
