/**
 * Texts no rendered public page shows: the admin's and the sign-in page's; those of the pages that
 * open by a full page load in the plain shell and fetch the whole map themselves (the seller's
 * view, the bid log check, a bidder's own page, each also carrying its texts in its chunk); the
 * accessibility feedback form's, the documents' gate's, the viewing booking's, the award's and the final round's, which come in all
 * three languages with their chunks; and those only the server uses (mails, receipts, the verification page). Together
 * about 80 % of the map's bytes; the rest is what the rendered pages and their lazily loaded parts
 * show.
 */
const NOT_ON_RENDERED_PAGES = [
  'admin.',
  'login.',
  'seller.',
  'check.',
  'bidLog.',
  'myOffers.',
  'feedback.',
  'documentAccess.',
  'commission.',
  'viewing.',
  'award.',
  'finalRound.',
  'identification.',
  'mail.',
  'receipt.',
  'verify.',
];

const shownOnRenderedPages = (key: string) => !NOT_ON_RENDERED_PAGES.some((prefix) => key.startsWith(prefix));

/**
 * The text map a rendered public page carries for the client's start (GET /api/translations/:language
 * without the texts above): every byte of it is in every page's HTML, and its first round trips.
 */
export function publicTextsOf(translationsJson: string): string {
  const map = JSON.parse(translationsJson) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(map).filter(([key]) => shownOnRenderedPages(key))));
}
