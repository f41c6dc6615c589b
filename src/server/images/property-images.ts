import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { LIMITS } from '#shared/limits.ts';
import type { ImageAltTexts } from '#shared/properties/schemas.ts';
import type { Database } from '../db/client';
import { properties } from '../db/schema';
import { findPropertyImages } from '../properties/admin-properties';

/** A text[] literal of the given values, each one a bound parameter. */
function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** A property's images in display order and their alternative texts; null when there is no such property. */
export async function findImagesWithAltTexts(
  db: Database,
  propertyId: string,
): Promise<{ images: string[]; imageAltTexts: ImageAltTexts } | null> {
  const rows = await db
    .select({ images: properties.images, imageAltTexts: properties.imageAltTexts })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return rows[0] ?? null;
}

export type AppendOutcome =
  { kind: 'appended'; images: string[] } | { kind: 'not-found' } | { kind: 'full'; remaining: number };

/**
 * Appends in one UPDATE whose WHERE re-checks the count against the row it locks: two parallel
 * uploads are serialized by the row lock and the second sees the first one's images, so the
 * total can never pass the limit. No transaction spans the (slow) image processing.
 */
export async function appendImages(db: Database, propertyId: string, urls: readonly string[]): Promise<AppendOutcome> {
  const rows = await db
    .update(properties)
    .set({ images: sql`${properties.images} || ${textArray(urls)}`, updatedAt: new Date() })
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

/**
 * Removes the URL from the list, and its alternative texts with it, in one statement; the caller
 * deletes the files afterwards.
 */
export async function removeImage(db: Database, propertyId: string, url: string): Promise<RemoveOutcome> {
  const rows = await db
    .update(properties)
    .set({
      images: sql`array_remove(${properties.images}, ${url}::text)`,
      imageAltTexts: sql`${properties.imageAltTexts} - ${url}::text`,
      updatedAt: new Date(),
    })
    .where(and(eq(properties.id, propertyId), sql`${url}::text = any(${properties.images})`))
    .returning({ images: properties.images });
  if (rows[0]) return { kind: 'removed', images: rows[0].images };
  const current = await findPropertyImages(db, propertyId);
  return current ? { kind: 'no-such-image' } : { kind: 'not-found' };
}

export type ReorderOutcome = { kind: 'reordered'; images: string[] } | { kind: 'not-found' } | { kind: 'stale' };

/** The list sorted, so that two lists compare equal exactly when one is a permutation of the other. */
const sorted = (list: SQL) => sql`(select array_agg(image order by image) from unnest(${list}) as image)`;

/**
 * Stores the images in the given order in one UPDATE whose WHERE accepts only a permutation of
 * the stored list (the same URLs, each as often): an order made from a list that an upload or a
 * delete has changed since is refused instead of dropping or resurrecting an image.
 */
export async function reorderImages(
  db: Database,
  propertyId: string,
  order: readonly string[],
): Promise<ReorderOutcome> {
  const given = textArray(order);
  const rows = await db
    .update(properties)
    .set({ images: given, updatedAt: new Date() })
    .where(
      and(
        eq(properties.id, propertyId),
        sql`${sorted(sql`${properties.images}`)} is not distinct from ${sorted(given)}`,
      ),
    )
    .returning({ images: properties.images });
  if (rows[0]) return { kind: 'reordered', images: rows[0].images };
  const current = await findPropertyImages(db, propertyId);
  return current ? { kind: 'stale' } : { kind: 'not-found' };
}

/** Per language: a text to store, null to clear it, absent to leave it as it is. */
export type AltTextChange = Partial<Record<Language, string | null>>;

export type AltTextOutcome =
  { kind: 'saved'; imageAltTexts: ImageAltTexts } | { kind: 'not-found' } | { kind: 'no-such-image' };

/**
 * Changes one image's alternative texts in one UPDATE guarded by the image still being one of the
 * property's: a text can never be stored for an image a parallel delete has just removed. An image
 * left without any text loses its entry, so the map only names images that have one.
 */
export async function setImageAltText(
  db: Database,
  propertyId: string,
  url: string,
  change: AltTextChange,
): Promise<AltTextOutcome> {
  const written = Object.fromEntries(
    LANGUAGES.flatMap((language) => (change[language] ? [[language, change[language]]] : [])),
  );
  const cleared = LANGUAGES.filter((language) => change[language] === null);
  const entry = sql`(coalesce(${properties.imageAltTexts} -> ${url}::text, '{}'::jsonb) - ${textArray(cleared)}) || ${JSON.stringify(written)}::jsonb`;
  const rows = await db
    .update(properties)
    .set({
      imageAltTexts: sql`case when ${entry} = '{}'::jsonb
        then ${properties.imageAltTexts} - ${url}::text
        else ${properties.imageAltTexts} || jsonb_build_object(${url}::text, ${entry}) end`,
      updatedAt: new Date(),
    })
    .where(and(eq(properties.id, propertyId), sql`${url}::text = any(${properties.images})`))
    .returning({ imageAltTexts: properties.imageAltTexts });
  if (rows[0]) return { kind: 'saved', imageAltTexts: rows[0].imageAltTexts };
  const current = await findPropertyImages(db, propertyId);
  return current ? { kind: 'no-such-image' } : { kind: 'not-found' };
}
