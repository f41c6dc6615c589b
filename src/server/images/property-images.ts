import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { findPropertyImages } from '../properties/admin-properties';

export type AppendOutcome =
  { kind: 'appended'; images: string[] } | { kind: 'not-found' } | { kind: 'full'; remaining: number };

/**
 * Appends in one UPDATE whose WHERE re-checks the count against the row it locks: two parallel
 * uploads are serialized by the row lock and the second sees the first one's images, so the
 * total can never pass the limit. No transaction spans the (slow) image processing.
 */
export async function appendImages(db: Database, propertyId: string, urls: readonly string[]): Promise<AppendOutcome> {
  const list = sql`ARRAY[${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .update(properties)
    .set({ images: sql`${properties.images} || ${list}`, updatedAt: new Date() })
    .where(
      and(
        eq(properties.id, propertyId),
        sql`cardinality(${properties.images}) + ${urls.length}::int <= ${LIMITS.imagesPerProperty}::int`,
      ),
    )
    .returning({ images: properties.images });
  if (rows[0]) return { kind: 'appended', images: rows[0].images };
  const current = await findPropertyImages(db, propertyId);
  if (!current) return { kind: 'not-found' };
  return { kind: 'full', remaining: Math.max(0, LIMITS.imagesPerProperty - current.length) };
}

export type RemoveOutcome = { kind: 'removed'; images: string[] } | { kind: 'not-found' } | { kind: 'no-such-image' };

/** Removes the URL from the list in one statement; the caller deletes the files afterwards. */
export async function removeImage(db: Database, propertyId: string, url: string): Promise<RemoveOutcome> {
  const rows = await db
    .update(properties)
    .set({ images: sql`array_remove(${properties.images}, ${url}::text)`, updatedAt: new Date() })
    .where(and(eq(properties.id, propertyId), sql`${url}::text = any(${properties.images})`))
    .returning({ images: properties.images });
  if (rows[0]) return { kind: 'removed', images: rows[0].images };
  const current = await findPropertyImages(db, propertyId);
  return current ? { kind: 'no-such-image' } : { kind: 'not-found' };
}
