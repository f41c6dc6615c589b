import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The brand's fonts stylesheet as built (src/client/fonts.css). */
export interface FontsStylesheet {
  href: string;
}

const FONTS_ENTRY = 'src/client/fonts.css';

/** The built fonts stylesheet, from Vite's manifest; undefined for a build without one. */
export function builtFontsStylesheet(clientDir: string): FontsStylesheet | undefined {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  const file = manifest[FONTS_ENTRY]?.file;
  if (!file || !existsSync(join(clientDir, file))) return undefined;
  return { href: `/${file}` };
}

const insertIntoHead = (template: string, tags: string) => template.replace('</head>', () => `${tags}\n  </head>`);

/** A page the browser renders (the sign-in page, the admin): the fonts as an ordinary stylesheet. */
export function withFontsLinked(template: string, fonts: FontsStylesheet | undefined): string {
  return fonts ? insertIntoHead(template, `<link rel="stylesheet" crossorigin href="${fonts.href}">`) : template;
}

/**
 * A page the server rendered: src/client/boot.ts links the fonts stylesheet once the page has painted
 * (named on its script element), so that 90 KB of fonts do not hold up the first paint and the
 * first image on a slow connection; the text shows meanwhile in fallback faces of the same
 * metrics. Without scripts the stylesheet is linked as usual.
 */
export function withFontsAfterFirstPaint(template: string, fonts: FontsStylesheet | undefined): string {
  if (!fonts) return template;
  const linked = insertIntoHead(
    template,
    `<noscript><link rel="stylesheet" crossorigin href="${fonts.href}"></noscript>`,
  );
  return linked.replace(
    '<script type="module" src="/boot.js"',
    () => `<script type="module" src="/boot.js" data-fonts="${fonts.href}"`,
  );
}

/**
 * The built index.html as pages the browser renders get it (the sign-in page, the admin, the
 * seller's view, 404s), fonts linked as usual; empty without a built client. Read once at start-up.
 */
export function pageShell(clientDir: string): string {
  const index = join(clientDir, 'index.html');
  return existsSync(index) ? withFontsLinked(readFileSync(index, 'utf8'), builtFontsStylesheet(clientDir)) : '';
}
