import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties } from '../db/schema';

/** The query builder inside or outside a transaction. */
type Queries = Pick<Database, 'update' | 'select'>;

/**
 * Keeps the home page an explicit choice after any change of properties: an inactive property
 * leaves it, and only when no active property is on it does the newest active one take its place
 * (the first property of a new site, or the one the admin was told about before deactivating the
 * shown one). Creating or activating a property therefore never replaces the one on it.
 */
export async function settleHomePage(db: Queries): Promise<void> {
  await db
    .update(properties)
    .set({ onHomePage: false })
    .where(and(eq(properties.onHomePage, true), eq(properties.isActive, false)));
  await db
    .update(properties)
    .set({ onHomePage: true })
    .where(
      and(
        sql`${properties.id} = (select id from ${properties} where ${properties.isActive}
              order by ${properties.createdAt} desc, ${properties.id} desc limit 1)`,
        sql`not exists (select 1 from ${properties} where ${properties.onHomePage})`,
      ),
    );
}

type PropertyRow = typeof properties.$inferSelect;
export type HomePageChange = { kind: 'shown'; property: PropertyRow } | { kind: 'inactive' } | { kind: 'missing' };

/** Puts an active property on the home page in place of the one there. */
export async function showOnHomePage(db: Database, id: string): Promise<HomePageChange> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ isActive: properties.isActive })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!target) return { kind: 'missing' };
    if (!target.isActive) return { kind: 'inactive' };
    // Two statements: the unique index allows one property on the home page at any moment.
    await tx.update(properties).set({ onHomePage: false }).where(eq(properties.onHomePage, true));
    const [property] = await tx.update(properties).set({ onHomePage: true }).where(eq(properties.id, id)).returning();
    return { kind: 'shown', property: property! };
  });
}
