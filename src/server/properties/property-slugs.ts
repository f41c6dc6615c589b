import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, propertySlugRedirects } from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queries = Database | Transaction;

/**
 * Whether `slug` names another property than `propertyId`: as its address now, or as one it had
 * (an old address keeps redirecting to its property, so it is never handed to another).
 */
export async function slugTakenByAnother(db: Queries, slug: string, propertyId?: string): Promise<boolean> {
  const current = await db
    .select({ id: properties.id })
    .from(properties)
    .where(propertyId ? and(eq(properties.slug, slug), ne(properties.id, propertyId)) : eq(properties.slug, slug))
    .limit(1);
  if (current.length > 0) return true;
  const former = await db
    .select({ id: propertySlugRedirects.propertyId })
    .from(propertySlugRedirects)
    .where(eq(propertySlugRedirects.oldSlug, slug))
    .limit(1);
  return former.length > 0 && former[0]!.id !== propertyId;
}

export type SlugLookup = { kind: 'current'; propertyId: string } | { kind: 'moved'; slug: string } | { kind: 'none' };

/** What an address /immobilien/<slug> names: an active property, an old address of one, or nothing. */
export async function lookUpSlug(db: Database, slug: string): Promise<SlugLookup> {
  const [current] = await db
    .select({ id: properties.id, isActive: properties.isActive })
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  if (current) return current.isActive ? { kind: 'current', propertyId: current.id } : { kind: 'none' };
  const [moved] = await db
    .select({ slug: properties.slug, isActive: properties.isActive })
    .from(propertySlugRedirects)
    .innerJoin(properties, eq(properties.id, propertySlugRedirects.propertyId))
    .where(eq(propertySlugRedirects.oldSlug, slug))
    .limit(1);
  return moved?.isActive ? { kind: 'moved', slug: moved.slug } : { kind: 'none' };
}

/** The address of a property, active or not; undefined when there is no such property. */
export async function findPropertySlug(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ slug: properties.slug }).from(properties).where(eq(properties.id, id)).limit(1);
  return row?.slug;
}
