import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteRenderer } from '#shared/site/site-render.ts';

/**
 * The public site's renderer, built by `vite build --ssr` into dist/ssr beside the client. Without
 * it (a server started from its sources without a build) pages go out as the plain shell and the
 * browser renders them.
 */
export async function loadSiteRenderer(entryFile: string): Promise<SiteRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const module = (await import(pathToFileURL(entryFile).href)) as { renderSite?: SiteRenderer };
  if (typeof module.renderSite !== 'function') throw new Error(`${entryFile} does not export renderSite`);
  return module.renderSite;
}
