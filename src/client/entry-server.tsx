import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router, staticLocation } from './lib/router';
import type { SiteRenderInput, SiteRenderOutput } from '#shared/site/site-render.ts';
import { App } from './app/app';
import { queryKeyOf } from './lib/api-client';
import { listingQueryKeyOf, listingsQueryKey } from './lib/listing-api';
import { pageQueryKeyOf } from './lib/page-api';
import { DocumentMetaCollector, type DocumentMeta } from './lib/document-meta';
import type { HydrationState } from './lib/hydration';
import { translationsQuery } from './lib/translations-query';

/**
 * The public site rendered on the server (bundled for Node by `vite build --ssr`, loaded by
 * src/server/site). It renders the very components the browser runs, from the JSON bodies the
 * browser's queries would fetch, and hands back the state the browser starts from (main.tsx), so
 * the browser adopts the markup instead of rendering it again.
 */
export async function renderSite(input: SiteRenderInput): Promise<SiteRenderOutput> {
  const queries: HydrationState['queries'] = [
    [translationsQuery(input.language).queryKey, JSON.parse(input.translationsJson)],
  ];
  if (input.propertiesJson !== undefined) {
    queries.push([queryKeyOf('listProperties'), JSON.parse(input.propertiesJson)]);
  }
  if (input.listings) {
    queries.push([listingsQueryKey(input.listings.page), JSON.parse(input.listings.json)]);
  }
  if (input.listing) {
    queries.push([
      listingQueryKeyOf('getPropertyBySlug', { params: { slug: input.listing.slug } }),
      JSON.parse(input.listing.json),
    ]);
  }
  if (input.page) {
    queries.push([pageQueryKeyOf('getPage', { params: { slug: input.page.slug } }), JSON.parse(input.page.json)]);
  }
  const state: HydrationState = { language: input.language, renderedAt: input.renderedAt, queries };

  // Waits for every lazily loaded part (the offer form, the footer, a content page): all of it is
  // in the markup. Each boundary goes out in place, however large: parts sent after the rest need
  // inline scripts to move them in, which the Content-Security-Policy (script-src 'self') forbids.
  const meta: DocumentMeta = {};
  const noteMeta = (screen: DocumentMeta) => Object.assign(meta, screen);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentMetaCollector value={noteMeta}>
        <Router location={staticLocation(input.path)}>
          <App initial={state} />
        </Router>
      </DocumentMetaCollector>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return { html: Buffer.concat(chunks).toString('utf8'), stateJson: JSON.stringify(state), ...meta };
}
