/** Texts no public screen shows: the admin's (two thirds of the map). */
const ADMIN_KEY_PREFIX = 'admin.';

/**
 * The text map a rendered public page carries for the client's start (GET /api/translations/:language
 * without the admin's texts): what the page shows, at a third of the bytes. A screen that needs
 * more (the sign-in page) fetches the whole map when it opens.
 */
export function publicTextsOf(translationsJson: string): string {
  const map = JSON.parse(translationsJson) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(map).filter(([key]) => !key.startsWith(ADMIN_KEY_PREFIX))));
}
