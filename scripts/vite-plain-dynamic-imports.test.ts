import { describe, expect, it } from 'vitest';
import { withPlainDynamicImports } from './vite-plain-dynamic-imports';

describe('withPlainDynamicImports', () => {
  it('unwraps each preload-wrapped import(), keeping what is chained on it', () => {
    const code = [
      'const Footer = lazy(() => __vitePreload(() => import("./footer.js"), __VITE_PRELOAD__));',
      'const Page = lazy(() => __vitePreload(() => import("./page.js").then((m) => ({ default: m.Page })), __VITE_PRELOAD__));',
    ].join('\n');
    expect(withPlainDynamicImports(code)).toBe(
      [
        'const Footer = lazy(() => (import("./footer.js")));',
        'const Page = lazy(() => (import("./page.js").then((m) => ({ default: m.Page }))));',
      ].join('\n'),
    );
  });

  it('leaves code without the marker, and other calls of the helper, as they are', () => {
    const helperItself = 'export const __vitePreload = function preload(baseModule, deps) { return baseModule(); };';
    expect(withPlainDynamicImports(helperItself)).toBe(helperItself);
    const withDeps = 'go(() => __vitePreload(() => import("./a.js"), ["./b.js"]), __VITE_PRELOAD__);';
    expect(withPlainDynamicImports(withDeps)).toBe(withDeps);
  });
});
