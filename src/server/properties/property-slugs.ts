import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { properties, propertySlugRedirects } from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

/**
 * An active property reached by its current page address (not an old one): its id; null for any
 * other address. The visitors' forms on a property's page (documents' gate, viewings) name it so.
 */
export async function activePropertyIdBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: properties.id, isActive: properties.isActive })
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  return row?.isActive ? row.id : null;
}
