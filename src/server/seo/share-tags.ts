import { LANGUAGES, type Language } from '#shared/languages.ts';
import { escapeHtml } from '../html-escape';
import { absoluteHttpUrl } from './absolute-url';
import { languageAlternates, languageUrl } from './language-urls';
import { listingJsonLd, scriptSafeJson, type ShareListing } from './listing-json-ld';

export interface ShareTagsInput {
  /** The site's public origin without a trailing slash: 'https://angebote.example.de'. */
  origin: string;
  /** The page's path without a query: '/', '/pages/impressum'. */
  path: string;
  language: Language;
  /** The localized document title. */
  title: string;
  /** A localized plain-text summary; longer ones are shortened. */
  description: string;
  siteName: string;
  /** url may be relative to the site. */
  shareImage?: { url: string; width: number; height: number; alt?: string };
  /** Only on the home page, when it shows a property. */
  listing?: ShareListing;
}

/** What search results and link previews show before they cut. */
const DESCRIPTION_LENGTH = 160;

const OPEN_GRAPH_LOCALES: Record<Language, string> = { de: 'de_DE', en: 'en_GB', fr: 'fr_FR' };

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut between words unless that would lose most of the text (one very long word).
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function absoluteImage(image: ShareTagsInput['shareImage'], origin: string) {
  const url = image && absoluteHttpUrl(image.url, origin);
  return image && url ? { ...image, url } : undefined;
}

const openGraph = (property: string, content: string | number) =>
  `<meta property="${property}" content="${escapeHtml(String(content))}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

/**
 * The <head> tags that make a public page findable and shareable, one per line: its canonical
 * per-language address with hreflang alternates (the scheme of sitemap.xml), OpenGraph and
 * Twitter cards, and on a property's page its schema.org structured data.
 */
export function shareHeadTags(input: ShareTagsInput): string {
  const { origin, path, language } = input;
  const canonical = languageUrl(origin, path, language);
  const description = shortened(input.description);
  const image = absoluteImage(input.shareImage, origin);

  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageAlternates(origin, path).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    openGraph('og:type', 'website'),
    openGraph('og:site_name', input.siteName),
    openGraph('og:title', input.title),
    openGraph('og:description', description),
    openGraph('og:url', canonical),
    openGraph('og:locale', OPEN_GRAPH_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      openGraph('og:locale:alternate', OPEN_GRAPH_LOCALES[other]),
    ),
    ...(image
      ? [
          openGraph('og:image', image.url),
          openGraph('og:image:width', image.width),
          openGraph('og:image:height', image.height),
          ...(image.alt ? [openGraph('og:image:alt', image.alt)] : []),
        ]
      : []),
    // Without an image a large card would be an empty box.
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', input.title),
    named('twitter:description', description),
    ...(image
      ? [named('twitter:image', image.url), ...(image.alt ? [named('twitter:image:alt', image.alt)] : [])]
      : []),
    ...(input.listing
      ? [
          `<script type="application/ld+json">${scriptSafeJson(
            listingJsonLd(input.listing, { origin, url: canonical, language }),
          )}</script>`,
        ]
      : []),
  ].join('\n');
}
