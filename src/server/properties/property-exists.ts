import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties } from '../db/schema';

/** Whether the property exists (any state): what routes under /api/admin/properties/:id ask first. */
export async function propertyExists(db: Pick<Database, 'select'>, propertyId: string): Promise<boolean> {
  const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return rows.length > 0;
}
