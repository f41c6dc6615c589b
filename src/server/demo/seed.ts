import { settleHomePage } from '../properties/home-page-choice';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ImageFiles } from '../images/image-files';
import { DEMO_IMAGES_DIR, demoImageNames, storeDemoImage } from './demo-images';
import { DEMO_PAGES } from './pages';
import { DEMO_IMAGE_ALT_TEXTS, DEMO_PROPERTY } from './property';
import type { ImageAltTexts } from '#shared/properties/schemas.ts';
import { pages, properties } from '../db/schema';

const AUCTION_DAYS = 14;

/** The demo images, stored as uploads are, in file-name order, with their alternative texts. */
async function demoImages(store: ImageFiles): Promise<{ urls: string[]; altTexts: ImageAltTexts }> {
  const urls: string[] = [];
  const altTexts: ImageAltTexts = {};
  for (const name of await demoImageNames()) {
    const stored = await storeDemoImage(name, await readFile(join(DEMO_IMAGES_DIR, name)), store);
    urls.push(stored.url);
    const altText = DEMO_IMAGE_ALT_TEXTS[name];
    if (altText) altTexts[stored.url] = altText;
  }
  return { urls, altTexts };
}

/**
 * Adds the demo property and the legal pages. Idempotent: an existing demo property (same title)
 * or page (same slug) is left as it is, so SEED_DEMO=true on every start creates nothing twice.
 */
export async function seedDemoContent(db: Database, store: ImageFiles, now = new Date()) {
  const created = { property: false, pages: [] as string[] };
  const existing = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.title, DEMO_PROPERTY.title))
    .limit(1);
  if (existing.length === 0) {
    const images = await demoImages(store);
    await db.insert(properties).values({
      ...DEMO_PROPERTY,
      features: [...DEMO_PROPERTY.features],
      featuresEn: [...DEMO_PROPERTY.featuresEn],
      featuresFr: [...DEMO_PROPERTY.featuresFr],
      images: images.urls,
      imageAltTexts: images.altTexts,
      isActive: true,
      auctionEndDate: new Date(now.getTime() + AUCTION_DAYS * 24 * 60 * 60 * 1000),
    });
    // On the home page unless the agent has already chosen another property for it.
    await settleHomePage(db);
    created.property = true;
  }
  for (const page of DEMO_PAGES) {
    const inserted = await db
      .insert(pages)
      .values({ ...page, isActive: true })
      .onConflictDoNothing({ target: pages.slug })
      .returning({ slug: pages.slug });
    if (inserted.length > 0) created.pages.push(page.slug);
  }
  return created;
}
