import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PropertyCreateBody, PropertyPatchBody } from '../../shared/schemas/property';
import type { Database } from '../db/client';
import { offers, properties } from '../db/schema';

export type PropertyRow = typeof properties.$inferSelect;

/** All properties, active and inactive, newest first, each with its number of offers. */
export async function listPropertiesWithOfferCounts(db: Database) {
  const counts = db
    .select({ propertyId: offers.propertyId, count: sql<number>`count(*)::int`.as('offer_count') })
    .from(offers)
    .groupBy(offers.propertyId)
    .as('offer_counts');
  return db
    .select({ ...getTableColumns(properties), offerCount: sql<number>`coalesce(${counts.count}, 0)::int` })
    .from(properties)
    .leftJoin(counts, eq(counts.propertyId, properties.id))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

export async function createProperty(db: Database, body: PropertyCreateBody): Promise<PropertyRow> {
  const rows = await db.insert(properties).values(body).returning();
  return rows[0]!;
}

/** Applies the given fields only; images are never part of a patch. Null when the id is unknown. */
export async function updateProperty(db: Database, id: string, patch: PropertyPatchBody): Promise<PropertyRow | null> {
  const rows = await db
    .update(properties)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function findPropertyImages(db: Database, id: string): Promise<string[] | null> {
  const rows = await db.select({ images: properties.images }).from(properties).where(eq(properties.id, id)).limit(1);
  return rows[0]?.images ?? null;
}
