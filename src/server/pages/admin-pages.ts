import { eq, sql } from 'drizzle-orm';
import type { PageCreateBody, PageUpdateBody } from '#shared/pages/schemas.ts';
import type { Database } from '../db/client';
import { pages } from '../db/schema';

export type PageRow = typeof pages.$inferSelect;

export async function listPages(db: Database): Promise<PageRow[]> {
  // Byte order: the same list on every database whatever its collation.
  return db
    .select()
    .from(pages)
    .orderBy(sql`${pages.slug} collate "C"`);
}

/** Null when the slug is taken (the unique index decides, so two racing creates cannot both win). */
export async function createPage(db: Database, body: PageCreateBody): Promise<PageRow | null> {
  const rows = await db.insert(pages).values(body).onConflictDoNothing({ target: pages.slug }).returning();
  return rows[0] ?? null;
}

/**
 * Replaces every field but the slug; optional texts left out become null. Null when the id is
 * unknown.
 */
export async function replacePage(db: Database, id: string, body: PageUpdateBody): Promise<PageRow | null> {
  const rows = await db
    .update(pages)
    .set({
      title: body.title,
      titleEn: body.titleEn ?? null,
      titleFr: body.titleFr ?? null,
      content: body.content,
      contentEn: body.contentEn ?? null,
      contentFr: body.contentFr ?? null,
      isActive: body.isActive,
      updatedAt: new Date(),
    })
    .where(eq(pages.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deletePage(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  return rows.length > 0;
}
