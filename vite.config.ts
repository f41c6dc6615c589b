import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './scripts/vite-boot-script.ts';
import { plainDynamicImports } from './scripts/vite-plain-dynamic-imports.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { publicTexts } from './scripts/vite-public-texts.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * The public site rendered on the server: the client's components bundled for Node (dist/ssr),
 * every package included, so the server needs none of the client's packages at run time.
 */
const serverRenderBuild = defineConfig({
  plugins: [react(), publicTexts()],
  ssr: { noExternal: true },
  // React and the other packages choose their production build by NODE_ENV when they run; the
  // server is not started with it set, and React's development build renders several times slower
  // (a stack trace per element). The rendered markup is the same.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { input: 'src/client/entry-server.tsx' },
  },
});

const clientBuild = defineConfig({
  plugins: [react(), tailwindcss(), publicTexts(), bootScript(), plainDynamicImports(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // index.html preloads what the entry imports. Lazily loaded chunks fetch their own imports when
    // they run, one round trip later, which keeps Vite's preload helper (~0.4 KB gzip) out of the
    // first bundle (docs/decisions/0044-texts-from-one-source.md). No polyfill: every browser we
    // support preloads modules natively.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    // The brand's fonts are a stylesheet of their own, which the server links (src/server/site);
    // it finds the built name in dist/client/.vite/manifest.json (dot folders are not served).
    rollupOptions: {
      input: { index: 'index.html', fonts: 'src/client/fonts.css' },
      // Everything main.tsx imports (its dependencies come along) is one chunk, so a first visit
      // loads the app as one file (plus the bundler's small shared runtime) instead of three: the
      // split cost ~1 KB gzip in repeated names and compression restarts. Lazily loaded parts
      // import from it (docs/decisions/0058).
      output: { codeSplitting: { groups: [{ name: 'app', test: /src[\\/]client[\\/]main\.tsx$/ }] } },
    },
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : clientBuild));
