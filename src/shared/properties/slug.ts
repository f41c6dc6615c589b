/**
 * A property's public address is /immobilien/<slug>: lowercase ASCII words joined by hyphens. The
 * database makes it from the German title when none is given, as a German reader would spell it
 * without umlauts (ä → ae, ß → ss; drizzle/0022_property_slugs.sql).
 */
export const PROPERTY_SLUG_MAX_LENGTH = 80;
export const PROPERTY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where the public page of a property lives. */
export const PROPERTY_PAGE_PREFIX = '/immobilien';

/** The path of a property's public page. */
export function propertyPagePath(slug: string): string {
  return `${PROPERTY_PAGE_PREFIX}/${slug}`;
}

/** Whether a slug could be a property's address at all (made-up ones need no query). */
export function isWellFormedSlug(slug: string): boolean {
  return slug.length <= PROPERTY_SLUG_MAX_LENGTH && PROPERTY_SLUG_PATTERN.test(slug);
}

/** The slug of a path /immobilien/<slug> when it is a well-formed address; null for any other path. */
export function slugOfPropertyPath(path: string): string | null {
  if (!path.startsWith(`${PROPERTY_PAGE_PREFIX}/`)) return null;
  const slug = path.slice(PROPERTY_PAGE_PREFIX.length + 1);
  return isWellFormedSlug(slug) ? slug : null;
}
