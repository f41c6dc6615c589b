import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFontsStylesheet, withFontsAfterFirstPaint, withFontsLinked } from './fonts-stylesheet';
import { withAppStartedAfterLoad } from './site-document';

const TEMPLATE = `<html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body></body></html>`;
const FONTS = { href: '/assets/fonts-x1.css' };

let clientDir: string | undefined;
afterEach(() => {
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  clientDir = undefined;
});

describe('builtFontsStylesheet', () => {
  it("finds the fonts stylesheet in Vite's manifest", () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fonts-'));
    mkdirSync(join(clientDir, '.vite'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'fonts-x1.css'), '@font-face{}');
    writeFileSync(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/client/fonts.css': { file: 'assets/fonts-x1.css', isEntry: true } }),
    );
    expect(builtFontsStylesheet(clientDir)).toEqual(FONTS);
  });

  it('is undefined without a manifest (a client built before, or none)', () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fonts-'));
    expect(builtFontsStylesheet(clientDir)).toBeUndefined();
  });
});

describe('linking the fonts', () => {
  it('links them as usual on pages the browser renders', () => {
    expect(withFontsLinked(TEMPLATE, FONTS)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/fonts-x1.css">',
    );
    expect(withFontsLinked(TEMPLATE, undefined)).toBe(TEMPLATE);
  });

  it('names them on the boot script of rendered pages, linked as usual only without scripts', () => {
    const html = withFontsAfterFirstPaint(withAppStartedAfterLoad(TEMPLATE), FONTS);
    expect(html).toMatch(/<script type="module" src="\/boot\.js" data-fonts="\/assets\/fonts-x1\.css"/);
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/fonts-x1.css"></noscript>');
    expect(html.replace(/<noscript>.*?<\/noscript>/s, '')).not.toContain('rel="stylesheet"');
  });
});
