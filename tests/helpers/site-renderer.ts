import type { SiteRenderer } from '#shared/site/site-render.ts';

// A path held in a variable: the server's type check does not follow it into the client's code.
const ENTRY = '../../src/client/entry-server.tsx';

/** The public site's renderer from its sources (Vitest transforms them as Vite builds them). */
export async function sourceSiteRenderer(): Promise<SiteRenderer> {
  const module = (await import(/* @vite-ignore */ ENTRY)) as { renderSite: SiteRenderer };
  return module.renderSite;
}
