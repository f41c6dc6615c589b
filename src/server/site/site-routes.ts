import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '#shared/languages.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { isWellFormedSlug, PROPERTY_PAGE_PREFIX, propertyPagePath } from '#shared/properties/slug.ts';
import type { SiteRenderer, SiteRenderInput } from '#shared/site/site-render.ts';
import { readActivePage } from '../pages/active-page';
import { readPublicProperties, readPublicProperty } from '../properties/public-properties';
import { lookUpSlug } from '../properties/property-slugs';
import { readListings } from '../properties/listings';
import { listingsPageOf, listingsPagePath } from '#shared/properties/listing-pages.ts';
import type { PublicTopic } from '../public-reads/public-read-cache';
import { readyBody, sendReadyBody, type ReadyBody } from '../public-reads/ready-body';
import { publicOriginOf } from '../seo/public-origin';
import { readPublicTranslations } from '../translations/public-translations';
import { builtFontsStylesheet, withFontsAfterFirstPaint, withFontsLinked } from './fonts-stylesheet';
import { publicTextsOf } from './public-texts';
import { requestLanguage } from './request-language';
import { renderSiteDocument, withAppStartedAfterLoad } from './site-document';
import { listingHeadTags, pageHeadTags } from './site-head';

/** The offer form links to /agb and /datenschutz: they show those content pages. */
const PAGE_ALIASES = { '/agb': 'agb', '/datenschutz': 'datenschutz' } as const;
/** Without PUBLIC_URL each host a page is asked for gets its own cached copy: only this many. */
const MAX_CACHED_ORIGINS = 4;
/** The language of a page without ?lang= comes from a cookie. */
// The language comes from the address, the cookie or, on a first visit, Accept-Language.
const VARY = 'Accept-Encoding, Cookie, Accept-Language';

type SitePage =
  | { kind: 'home' }
  /** page: null for a ?page= that names no page there can be. */
  | { kind: 'overview'; page: number | null }
  | { kind: 'listing'; slug: string }
  | { kind: 'content'; slug: string }
  | { kind: 'not-found' };

export interface SiteRoutesOptions {
  /** The built index.html, with the places a rendered page goes into. */
  templateFile: string;
  render: SiteRenderer;
  publicUrl: string | undefined;
}

export interface NotFoundPageSender {
  (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The built page as rendered pages use it: the app started and the fonts applied once the page
 * has painted (src/client/boot.ts).
 */
function preparedTemplate(templateFile: string): string {
  const clientDir = dirname(templateFile);
  const template = readFileSync(templateFile, 'utf8');
  if (!existsSync(join(clientDir, 'boot.js'))) return withFontsLinked(template, builtFontsStylesheet(clientDir));
  return withFontsAfterFirstPaint(withAppStartedAfterLoad(template), builtFontsStylesheet(clientDir));
}

/** A map's public texts, worked out once per cached map rather than once per page built. */
const publicTextsByBody = new WeakMap<ReadyBody, string>();
function publicTextsOfBody(translations: ReadyBody): string {
  let texts = publicTextsByBody.get(translations);
  if (texts === undefined)
    publicTextsByBody.set(translations, (texts = publicTextsOf(translations.identity.toString())));
  return texts;
}

/**
 * The public site's pages rendered on the server (/, content pages, the 404 screen) in the
 * visitor's language, from the same cached JSON bodies the API serves, and kept as ready bodies
 * until an admin write changes what they show (or the offer period they show ends). Returns the
 * sender of the 404 page, for the not-found handler.
 */
export function registerSiteRoutes(app: FastifyInstance, options: SiteRoutesOptions): NotFoundPageSender {
  const template = preparedTemplate(options.templateFile);
  const cachedOrigins = new Set<string>();

  const cacheKeyOf = (origin: string, language: Language, page: SitePage) =>
    `site:${origin}:${language}:${page.kind === 'content' || page.kind === 'listing' ? `${page.kind}:${page.slug}` : page.kind === 'overview' ? `overview:${page.page}` : page.kind}`;

  // A property's own page depends on that property alone: its body names it once read (build()).
  const topicsOf = (page: SitePage): PublicTopic[] =>
    page.kind === 'home' || page.kind === 'overview'
      ? ['translations', 'properties']
      : page.kind === 'content'
        ? ['translations', 'pages']
        : ['translations'];

  async function build(
    request: FastifyRequest,
    page: SitePage,
    origin: string,
    language: Language,
  ): Promise<ReadyBody> {
    // The overview's page number is in its address: the client's router reads it there too.
    const path =
      page.kind !== 'overview'
        ? (request.url.split('?')[0] ?? '/')
        : page.page === null
          ? request.url
          : listingsPagePath(page.page);
    const renderedAt = Date.now();
    const translations = await readPublicTranslations(app, language);
    const translationsJson = publicTextsOfBody(translations);
    const input: SiteRenderInput = { path, language, renderedAt, translationsJson };
    let property: Property | undefined;
    let found = page.kind !== 'not-found';
    let expiresAt: number | undefined;
    let topics: readonly PublicTopic[] | undefined;
    if (page.kind === 'home') {
      input.propertiesJson = (await readPublicProperties(app)).identity.toString();
      property = (JSON.parse(input.propertiesJson) as Property[])[0];
    } else if (page.kind === 'overview') {
      const number = page.page;
      const listings = number === null ? undefined : await readListings(app, number);
      found = listings !== undefined;
      if (number !== null) input.listings = { page: number, json: listings ? listings.identity.toString() : 'null' };
      // The cards' highest offers may be 15 s old at most (properties/listings.ts): the page too;
      // a page gone since the route looked is for this request only.
      expiresAt = listings ? listings.expiresAt : renderedAt;
    } else if (page.kind === 'listing') {
      const stored = await readPublicProperty(app, page.slug);
      found = stored !== undefined;
      // Gone since the route looked (deactivated meanwhile): this answer is for this request only.
      if (!stored) expiresAt = renderedAt;
      topics = stored?.topics;
      input.listing = { slug: page.slug, json: stored ? stored.identity.toString() : 'null' };
      property = stored ? (JSON.parse(input.listing.json) as Property) : undefined;
    } else if (page.kind === 'content') {
      const stored = await readActivePage(app, page.slug);
      found = stored !== undefined;
      input.page = { slug: page.slug, json: stored ? stored.identity.toString() : 'null' };
    }
    const rendered = await options.render(input);
    const head = {
      origin,
      // The home page's property has its own address: search engines are pointed there.
      path: property ? propertyPagePath(property.slug) : path,
      language,
      title: rendered.title ?? 'Isarwert Immobilien',
      description: rendered.description ?? '',
    };
    // A 404 is no address to share or to index.
    const headTags = !found ? undefined : property ? listingHeadTags(head, property) : pageHeadTags(head);
    const html = renderSiteDocument(template, {
      language,
      title: rendered.title,
      description: rendered.description,
      headTags,
      appHtml: rendered.html,
      stateJson: rendered.stateJson,
    });
    // The page shows the offer form until the end of the offer period, and a closed notice after.
    const end = property ? Date.parse(property.auctionEndDate) : Number.NaN;
    const body = readyBody(html, 'text/html; charset=utf-8', end > renderedAt ? end : expiresAt);
    if (topics) body.topics = topics;
    return body;
  }

  async function respond(
    request: FastifyRequest,
    reply: FastifyReply,
    page: SitePage,
    { cache, status }: { cache: boolean; status: 200 | 404 },
  ): Promise<FastifyReply> {
    const language = requestLanguage(request);
    const origin = publicOriginOf(request, options.publicUrl);
    if (cachedOrigins.size < MAX_CACHED_ORIGINS) cachedOrigins.add(origin);
    const render = () => build(request, page, origin, language);
    const body =
      cache && cachedOrigins.has(origin)
        ? await app.publicReads.get(cacheKeyOf(origin, language, page), topicsOf(page), render)
        : await render();
    return sendReadyBody(request, reply, body, { status, vary: VARY });
  }

  async function sendContentPage(request: FastifyRequest, reply: FastifyReply, slug: string) {
    // Only pages that exist are kept: made-up slugs cannot fill the cache.
    const exists = (await readActivePage(app, slug)) !== undefined;
    return respond(request, reply, { kind: 'content', slug }, { cache: exists, status: exists ? 200 : 404 });
  }

  app.get('/', (request, reply) => respond(request, reply, { kind: 'home' }, { cache: true, status: 200 }));
  app.get<{ Querystring: { page?: string } }>(PROPERTY_PAGE_PREFIX, async (request, reply) => {
    const page = listingsPageOf(typeof request.query.page === 'string' ? request.query.page : undefined);
    const overview: SitePage = { kind: 'overview', page };
    // Only pages there are get kept: made-up numbers cannot fill the cache.
    const exists = page !== null && (await readListings(app, page)) !== undefined;
    return respond(request, reply, overview, { cache: exists, status: exists ? 200 : 404 });
  });
  app.get<{ Params: { slug: string } }>(`${PROPERTY_PAGE_PREFIX}/:slug`, async (request, reply) => {
    const { slug } = request.params;
    const listing: SitePage = { kind: 'listing', slug };
    const wellFormed = isWellFormedSlug(slug);
    // An active property's page comes from the cache without a query; only other addresses are looked up.
    if (wellFormed && (await readPublicProperty(app, slug))) {
      return respond(request, reply, listing, { cache: true, status: 200 });
    }
    const found = wellFormed ? await lookUpSlug(app.db, slug) : { kind: 'none' as const };
    if (found.kind === 'moved') {
      // A changed address: links shared before keep working, and search engines learn the new one.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${propertyPagePath(found.slug)}${query}`, 301);
    }
    // The page's own 404 screen (its query answered "none"); not kept, so made-up addresses cannot fill the cache.
    return respond(request, reply, listing, { cache: false, status: 404 });
  });
  app.get<{ Params: { slug: string } }>('/pages/:slug', (request, reply) =>
    sendContentPage(request, reply, request.params.slug),
  );
  for (const [path, slug] of Object.entries(PAGE_ALIASES)) {
    app.get(path, (request, reply) => sendContentPage(request, reply, slug));
  }
  return (request, reply) => respond(request, reply, { kind: 'not-found' }, { cache: true, status: 404 });
}
