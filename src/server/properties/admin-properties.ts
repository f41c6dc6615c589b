import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { listingProblems, type PropertyCreateBody, type PropertyPatchBody } from '#shared/properties/schemas.ts';
import type { Database } from '../db/client';
import { bidLog, offerTotals, properties } from '../db/schema';
import { settleHomePage } from './home-page-choice';
import type { Transaction } from './property-slugs';

type PropertyRow = typeof properties.$inferSelect;

/** All properties, active and inactive, newest first, each with its number of offers. */
export async function listPropertiesWithOfferCounts(db: Database) {
  return db
    .select({ ...getTableColumns(properties), offerCount: sql<number>`coalesce(${offerTotals.offerCount}, 0)::int` })
    .from(properties)
    .leftJoin(offerTotals, eq(offerTotals.propertyId, properties.id))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

const UNIQUE_VIOLATION = '23505';

/** The address is another property's, now or before (the database's refusal). */
function isSlugClash(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = failure.cause ?? failure;
  return cause.code === UNIQUE_VIOLATION && cause.constraint === 'properties_slug_unique';
}

export type PropertyCreation = { kind: 'created'; property: PropertyRow } | { kind: 'slug-taken' };

/**
 * A new property; it reaches the home page only when no active property is on it (the first one).
 * Its address is the one given, or one the database makes from its title (-2, -3, … when taken).
 */
export async function createProperty(db: Database, body: PropertyCreateBody): Promise<PropertyCreation> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(properties)
          .values({ ...body, slug: body.slug ?? '' })
          .returning({ id: properties.id });
        await settleHomePage(tx);
        const [row] = await tx.select().from(properties).where(eq(properties.id, created!.id));
        return { kind: 'created', property: row! } as const;
      });
    } catch (error) {
      if (!isSlugClash(error)) throw error;
      // A generated address taken meanwhile (two new properties of one title at once) is made
      // again from what is now taken; a chosen one is refused.
      if (body.slug !== undefined || attempt === 3) return { kind: 'slug-taken' };
    }
  }
}

export type PropertyUpdate =
  | { kind: 'updated'; property: PropertyRow }
  | { kind: 'not-found' }
  | { kind: 'slug-taken' }
  | { kind: 'stale' }
  | { kind: 'implausible'; problems: ReturnType<typeof listingProblems> };

/**
 * Applies the given fields only; images are never part of a patch. The property as it would be
 * afterwards must be plausible if active, whichever fields the patch names.
 */
export async function updateProperty(db: Database, id: string, patch: PropertyPatchBody): Promise<PropertyUpdate> {
  try {
    return await db.transaction((tx) => updateLocked(tx, id, patch));
  } catch (error) {
    if (isSlugClash(error)) return { kind: 'slug-taken' };
    throw error;
  }
}

async function updateLocked(tx: Transaction, id: string, body: PropertyPatchBody): Promise<PropertyUpdate> {
  const { version: basedOn, ...patch } = body;
  const [current] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!current) return { kind: 'not-found' };
  // The form was loaded before someone (or a late offer) changed what it shows: saving it would
  // write old values back over theirs. The database counts the versions (migration 0026).
  if (basedOn !== undefined && basedOn !== current.version) return { kind: 'stale' };
  const problems = listingProblems({ ...current, ...patch });
  if (problems.length > 0) return { kind: 'implausible', problems };
  // The database keeps the old address as a redirect, and refuses an address another property
  // has or had (a unique index and triggers, migrations 0022 and 0023): isSlugClash.
  await tx
    .update(properties)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(properties.id, id));
  // Only the active flag decides who may be on the home page; other fields leave it as it is.
  if (patch.isActive !== undefined && patch.isActive !== current.isActive) await settleHomePage(tx);
  const [row] = await tx.select().from(properties).where(eq(properties.id, id));
  return { kind: 'updated', property: row! };
}

export type PropertyDeletion =
  | { kind: 'deleted'; /** Its uploaded files' URLs: images and contact photo. */ uploads: string[] }
  | { kind: 'not-found' }
  | { kind: 'has-offers' }
  | { kind: 'has-bid-log' };

/** Deletes a property without offers (one with offers is kept: they would go with it). */
export async function deleteProperty(db: Database, id: string): Promise<PropertyDeletion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: properties.images, contactPhoto: properties.contactPhoto })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!row) return { kind: 'not-found' };
    // The totals row exists exactly while the property has offers; the foreign key refuses too.
    const [totals] = await tx.select().from(offerTotals).where(eq(offerTotals.propertyId, id));
    if (totals) return { kind: 'has-offers' };
    // Its bid log would go with it (and the seller's link with the log): a property that ever had
    // an offer stays, inactive, however its offers went.
    const [logged] = await tx
      .select({ id: bidLog.id })
      .from(bidLog)
      .where(and(eq(bidLog.propertyId, id), eq(bidLog.kind, 'offer')))
      .limit(1);
    if (logged) return { kind: 'has-bid-log' };
    await tx.delete(properties).where(eq(properties.id, id));
    await settleHomePage(tx);
    return { kind: 'deleted', uploads: row.contactPhoto ? [...row.images, row.contactPhoto] : row.images };
  });
}

export async function findPropertyImages(db: Database, id: string): Promise<string[] | null> {
  const rows = await db.select({ images: properties.images }).from(properties).where(eq(properties.id, id)).limit(1);
  return rows[0]?.images ?? null;
}
