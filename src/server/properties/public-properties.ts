import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { readyJson } from '../public-reads/public-reads-plugin';
import type { ReadyBody } from '../public-reads/ready-body';
import { propertyTopic } from '../public-reads/public-read-cache';
import { withPublicMinimum } from '#shared/procedure/offer-procedure.ts';
import { publicDocumentsOf } from '../documents/property-documents';
import { propertiesWithViewings } from '../viewings/viewing-bookings';
import { finalRoundEndsOf } from '../final-round/final-round';

export type PropertyRow = typeof properties.$inferSelect;

/** What visitors see: active properties, the one on the home page first, then newest first. */
export function findActiveProperties(db: Database, limit?: number): Promise<PropertyRow[]> {
  const query = db
    .select()
    .from(properties)
    .where(eq(properties.isActive, true))
    .orderBy(desc(properties.onHomePage), desc(properties.createdAt), desc(properties.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * What a visitor may know of each property: the public minimum, the public documents, and whether
 * viewing slots are offered (their places change with every booking, so the page asks for them).
 */
async function withPublicDocuments(db: Database, rows: readonly PropertyRow[]) {
  const ids = rows.map((row) => row.id);
  const documents = await publicDocumentsOf(db, ids);
  const viewings = await propertiesWithViewings(db, ids);
  const finalRounds = await finalRoundEndsOf(db, ids);
  return rows.map((row) => ({
    ...withPublicMinimum(row),
    documents: documents.get(row.id) ?? [],
    viewings: viewings.has(row.id),
    finalRoundEndsAt: finalRounds.get(row.id) ?? null,
  }));
}

/** The answer of GET /api/properties, cached until a property changes. */
export function readPublicProperties(app: FastifyInstance): Promise<ReadyBody> {
  return app.publicReads.get('properties', 'properties', async () =>
    readyJson('listProperties', await withPublicDocuments(app.db, await findActiveProperties(app.db))),
  );
}

/**
 * The answer of GET /api/listings/:slug for an active property, cached until that property
 * changes; undefined for any other address (those are not kept: made-up ones cannot fill the cache).
 */
export function readPublicProperty(app: FastifyInstance, slug: string): Promise<ReadyBody | undefined> {
  return app.publicReads.get(
    `property-page:${slug}`,
    [],
    async () => {
      const [row] = await app.db
        .select()
        .from(properties)
        .where(and(eq(properties.slug, slug), eq(properties.isActive, true)))
        .limit(1);
      if (!row) return undefined;
      const [shown] = await withPublicDocuments(app.db, [row]);
      const body = readyJson('getPropertyBySlug', shown!);
      // Only a change of this property (or of them all) makes it untrue.
      body.topics = [propertyTopic(row.id)];
      return body;
    },
    { cacheMissing: false },
  );
}
