import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties } from '../db/schema';

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
