import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bidderTokenOfPath, isMyOffersPath } from '#shared/my-offers/my-offers.ts';
import { offers } from '../db/schema';
import { sellerTokenOfPath } from '#shared/seller-view/seller-view.ts';
import { PROPERTY_PAGE_PREFIX, slugOfPropertyPath } from '#shared/properties/slug.ts';
import { ENTRY_CHECK_PATH } from '#shared/bid-log/entry-check.ts';
import { findOpenSellerLink } from '../seller-view/seller-links';
import { readActivePage } from '../pages/active-page';
import { readPublicProperty } from '../properties/public-properties';
import { INVITATION_PAGE_PREFIX, invitationTokenOfPath } from '#shared/accounts/invitation-path.ts';
import { openInvitation } from '../accounts/team-store';

/** Client routes that always exist (the admin ones check the session themselves; the bid log check is public). */
const FIXED_ROUTES = new Set(['/login', '/admin', PROPERTY_PAGE_PREFIX, ENTRY_CHECK_PATH]);
const ADMIN_PREVIEW = /^\/admin\/preview\/[^/]+$/;
/** The offer form links to /agb and /datenschutz: they show those content pages. */
const PAGE_ALIASES: Record<string, string> = { '/agb': 'agb', '/datenschutz': 'datenschutz' };
const CONTENT_PAGE = /^\/pages\/([^/]+)$/;

function slugOf(path: string): string | null {
  const alias = PAGE_ALIASES[path];
  if (alias) return alias;
  const match = CONTENT_PAGE.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * The HTTP status of a page path the client renders: 200 for its routes and for active content
 * pages, 404 for anything else (the client shows its 404 screen either way), so search engines
 * and link checkers are told the truth.
 */
export async function pageStatus(app: FastifyInstance, path: string): Promise<200 | 404> {
  if (FIXED_ROUTES.has(path) || ADMIN_PREVIEW.test(path)) return 200;
  if (isMyOffersPath(path)) {
    const offerId = app.bidderKeys.offerIdOf(bidderTokenOfPath(path) ?? '');
    return offerId && (await offerExists(app, offerId)) ? 200 : 404;
  }
  if (path.startsWith(INVITATION_PAGE_PREFIX)) {
    const id = app.invitationKeys.idOf(invitationTokenOfPath(path) ?? '');
    return id && (await openInvitation(app.db, id)) ? 200 : 404;
  }
  if (isSellerPath(path)) {
    const token = sellerTokenOfPath(path);
    return token && (await findOpenSellerLink(app.db, token, new Date())) ? 200 : 404;
  }
  const propertySlug = slugOfPropertyPath(path);
  if (propertySlug) return (await readPublicProperty(app, propertySlug)) ? 200 : 404;
  const slug = slugOf(path);
  if (slug === null) return 404;
  return (await readActivePage(app, slug)) ? 200 : 404;
}

async function offerExists(app: FastifyInstance, offerId: string): Promise<boolean> {
  const rows = await app.db.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).limit(1);
  return rows.length > 0;
}

/** The sign-in page, the admin (its preview included) and the token pages are never for search results. */
export function isPrivatePage(path: string): boolean {
  return path === '/login' || path === '/admin' || path.startsWith('/admin/') || isTokenPage(path);
}

/**
 * The seller's view (decision 0074), a bidder's own page (decision 0110) and a team invitation
 * (decision 0119): their addresses hold a token, so the page sends no referrer and is never cached; the browser renders it, and its "no
 * longer valid" screen, in the plain shell.
 */
export function isTokenPage(path: string): boolean {
  return isSellerPath(path) || isMyOffersPath(path) || path.startsWith(INVITATION_PAGE_PREFIX);
}

const isSellerPath = (path: string) => path.startsWith('/verkauf/');
