import type { Language } from '#shared/languages.ts';
import { HYDRATION_STATE_ELEMENT_ID } from '#shared/site/site-render.ts';
import { escapeHtml } from '../html-escape';

const APP_HTML = /<!--app-html-->[\s\S]*?<!--\/app-html-->/;
const APP_STATE = '<!--app-state-->';

/** JSON inside a script element: nothing in it can close the element or break the line. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SiteDocument {
  language: Language;
  title?: string;
  description?: string;
  /** Further tags for <head> (canonical, alternates, cards, structured data). */
  headTags?: string;
  /** The rendered markup for #root and the client's starting state. */
  appHtml: string;
  stateJson: string;
}

/**
 * The built index.html around a rendered page: its language, title and description, the head tags,
 * the markup in #root and the state the client starts from. The template's spinner (for pages the
 * browser renders) is dropped.
 */
export function renderSiteDocument(template: string, page: SiteDocument): string {
  // Replacements are functions throughout: a '$&' in a page's text must stay as it is.
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`);
  const title = page.title;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (page.description) {
    const description = page.description;
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
    );
  }
  const headTags = page.headTags;
  if (headTags) html = html.replace('</head>', () => `${headTags}\n  </head>`);
  const state = `<script id="${HYDRATION_STATE_ELEMENT_ID}" type="application/json">${scriptSafe(page.stateJson)}</script>`;
  return html.replace(APP_HTML, () => page.appHtml).replace(APP_STATE, () => state);
}

/** Whether the built template has the places a rendered page goes into. */
export function isSiteTemplate(template: string): boolean {
  return APP_HTML.test(template) && template.includes(APP_STATE);
}

const MODULE_SCRIPTS = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page with its app scripts started by /boot.js after the page has loaded and painted
 * (the server's markup is complete meanwhile): the entry scripts (in their order) and their imports
 * move onto the boot script's element. A template without an entry script stays as it is.
 */
export function withAppStartedAfterLoad(template: string): string {
  const entries = [...template.matchAll(MODULE_SCRIPTS)].map((match) => match[1]);
  if (entries.length === 0) return template;
  const preloads = [...template.matchAll(MODULE_PRELOADS)].map((match) => match[1]);
  // Low priority: the stylesheet, the first image and the fonts go first on a slow connection.
  const boot = `<script type="module" src="/boot.js" fetchpriority="low" data-entry="${entries.join(' ')}" data-preload="${preloads.join(' ')}"></script>`;
  let placed = false;
  return template.replace(MODULE_PRELOADS, '').replace(MODULE_SCRIPTS, (tag) => {
    if (placed) return '';
    placed = true;
    return tag.slice(0, tag.indexOf('<')) + boot;
  });
}
