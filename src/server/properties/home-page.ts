import type { Database } from '../db/client';
import { escapeHtml } from '../html-escape';
import { findActiveProperties } from './public-properties';

const DESCRIPTION_LENGTH = 160;
const PRODUCT_NAME = 'Isarwert Immobilien';

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export interface HomeProperty {
  title: string;
  description: string;
  images: string[];
}

/** The property the home page shows: the first of GET /api/properties. */
export async function firstActiveProperty(db: Database): Promise<HomeProperty | undefined> {
  const [first] = await findActiveProperties(db, 1);
  return first;
}

/**
 * The built index.html with the property's title and description (for search engines and link
 * previews, before any script runs), for a server without the page renderer (site/). Without a
 * property the shell is unchanged.
 */
export function renderHomePage(template: string, property: HomeProperty | undefined): string {
  if (!property) return template;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(`${property.title} | ${PRODUCT_NAME}`)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(summary(property.description))}${end}`,
    );
}
