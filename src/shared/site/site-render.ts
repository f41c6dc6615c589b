import type { Language } from '#shared/languages.ts';

/**
 * What the server hands the public site's renderer (the client's own components, bundled for
 * Node): the page's address, the visitor's language and the very JSON bodies the client would
 * fetch, so that the rendered HTML and the client's first render agree.
 */
export interface SiteRenderInput {
  /** The path the visitor asked for, e.g. '/' or '/pages/impressum'. */
  path: string;
  language: Language;
  /** The server's clock when rendering (epoch ms): a deadline that passes is judged by it. */
  renderedAt: number;
  /** GET /api/translations/:language of this language. */
  translationsJson: string;
  /** GET /api/properties, for the home page. */
  propertiesJson?: string;
  /** GET /api/listings?page= of the overview's page shown ('null' when there is no such page). */
  listings?: { page: number; json: string };
  /** GET /api/listings/:slug of the property page shown. */
  listing?: { slug: string; json: string };
  /** GET /api/pages/:slug of the content page shown, when it exists. */
  page?: { slug: string; json: string };
}

export interface SiteRenderOutput {
  /** The markup inside #root. */
  html: string;
  /** The client's starting state (JSON), read before it hydrates the markup. */
  stateJson: string;
  /** The document title and meta description the rendered screen asks for. */
  title?: string;
  description?: string;
}

export type SiteRenderer = (input: SiteRenderInput) => Promise<SiteRenderOutput>;

/** The cookie that mirrors the visitor's stored language choice, so the server renders in it. */
export const LANGUAGE_COOKIE = 'selected-language';

/** The id of the script element (type application/json) that carries SiteRenderOutput.stateJson. */
export const HYDRATION_STATE_ELEMENT_ID = 'ssr-state';
