import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties } from '../db/schema';

export type PhotoChange = { kind: 'changed'; previous: string | null } | { kind: 'not-found' };

/**
 * Sets (or, with null, removes) the contact person's photo and tells which photo it replaced, so
 * the caller can delete that file once the row no longer points at it. The row is locked while it
 * is read and changed: two uploads at once each see the photo the other one replaced.
 */
export async function replaceContactPhoto(db: Database, propertyId: string, url: string | null): Promise<PhotoChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photo: properties.contactPhoto })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!current) return { kind: 'not-found' };
    await tx.update(properties).set({ contactPhoto: url, updatedAt: new Date() }).where(eq(properties.id, propertyId));
    return { kind: 'changed', previous: current.photo };
  });
}
