import { and, desc, eq, isNull } from 'drizzle-orm';
import type { HandlerResultOf } from '#shared/api/contract.ts';
import type { Database } from '../db/client';
import { sellerLinks } from '../db/schema';
import { sellerTokenHash, tokenMatches } from './seller-tokens';

export type SellerLinkRow = typeof sellerLinks.$inferSelect;
type ListedLink = HandlerResultOf<'revokeSellerLink'>;

const listed = ({ tokenHash: _hash, ...link }: SellerLinkRow): ListedLink => link;

export async function listSellerLinks(db: Database, propertyId: string): Promise<ListedLink[]> {
  const rows = await db
    .select()
    .from(sellerLinks)
    .where(eq(sellerLinks.propertyId, propertyId))
    .orderBy(desc(sellerLinks.createdAt), desc(sellerLinks.id));
  return rows.map(listed);
}

export async function insertSellerLink(
  db: Database,
  link: {
    propertyId: string;
    token: string;
    label: string | null;
    showContact: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<ListedLink> {
  const { token, ...fields } = link;
  const [row] = await db
    .insert(sellerLinks)
    .values({ ...fields, tokenHash: sellerTokenHash(token) })
    .returning();
  return listed(row!);
}

/** Revokes a link once; a second revoke keeps the first time. Null for a link not of this property. */
export async function revokeSellerLink(
  db: Database,
  propertyId: string,
  linkId: string,
  now: Date,
): Promise<ListedLink | null> {
  await db
    .update(sellerLinks)
    .set({ revokedAt: now })
    .where(and(eq(sellerLinks.id, linkId), eq(sellerLinks.propertyId, propertyId), isNull(sellerLinks.revokedAt)));
  const rows = await db
    .select()
    .from(sellerLinks)
    .where(and(eq(sellerLinks.id, linkId), eq(sellerLinks.propertyId, propertyId)))
    .limit(1);
  return rows[0] ? listed(rows[0]) : null;
}

/**
 * The link a token opens now: not revoked, not expired. A revoked or expired link is the same as
 * an unknown one to whoever holds the token. The row is found by the token's hash (an index); the
 * hashes are then compared in constant time, so not even the lookup's bytes tell how close a guess was.
 */
export async function findOpenSellerLink(db: Database, token: string, now: Date): Promise<SellerLinkRow | null> {
  const rows = await db
    .select()
    .from(sellerLinks)
    .where(eq(sellerLinks.tokenHash, sellerTokenHash(token)))
    .limit(1);
  const link = rows[0];
  if (!link || !tokenMatches(link.tokenHash, token)) return null;
  if (link.revokedAt !== null || link.expiresAt.getTime() <= now.getTime()) return null;
  return link;
}

export async function markSellerLinkOpened(db: Database, linkId: string, now: Date): Promise<void> {
  await db.update(sellerLinks).set({ lastOpenedAt: now }).where(eq(sellerLinks.id, linkId));
}
