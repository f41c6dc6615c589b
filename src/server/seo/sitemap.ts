import { LANGUAGES } from '#shared/languages.ts';
import { PROPERTY_PAGE_PREFIX, propertyPagePath } from '#shared/properties/slug.ts';
import { languageAlternates, languageUrl } from './language-urls';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** One address in each language (?lang=de|en|fr), each naming the others as hreflang alternates. */
function entriesFor(origin: string, path: string): string[] {
  const alternates = languageAlternates(origin, path)
    .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('\n');
  return LANGUAGES.map(
    (language) => `  <url>\n    <loc>${escapeXml(languageUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`,
  );
}

/**
 * sitemap.xml: the home page, the listings overview (with two or more), every active property's page
 * and every active content page, each in
 * German, English and French (the client adopts ?lang=), with hreflang alternates. The sign-in
 * page and the admin are left out (robots.txt keeps crawlers away from them).
 */
export function renderSitemap(
  origin: string,
  { propertySlugs, pageSlugs }: { propertySlugs: readonly string[]; pageSlugs: readonly string[] },
): string {
  const paths = [
    '/',
    // The overview leads somewhere only when there is more than the home page's property.
    ...(propertySlugs.length > 1 ? [PROPERTY_PAGE_PREFIX] : []),
    ...propertySlugs.map(propertyPagePath),
    ...pageSlugs.map((slug) => `/pages/${encodeURIComponent(slug)}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => entriesFor(origin, path)),
    '</urlset>',
    '',
  ].join('\n');
}
