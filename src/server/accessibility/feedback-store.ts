import { desc, eq } from 'drizzle-orm';
import type { FeedbackBody } from '#shared/accessibility/schemas.ts';
import type { Database } from '../db/client';
import { accessibilityFeedback } from '../db/schema';

/** Keeps a feedback as it was sent (absent name, address and page as null). */
export async function storeFeedback(db: Database, body: FeedbackBody): Promise<void> {
  await db.insert(accessibilityFeedback).values({
    language: body.language,
    name: body.name ?? null,
    email: body.email ?? null,
    page: body.page ?? null,
    message: body.message,
  });
}

export function listFeedback(db: Database) {
  return db.select().from(accessibilityFeedback).orderBy(desc(accessibilityFeedback.createdAt));
}

/** False when there was no such feedback. */
export async function deleteFeedback(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(accessibilityFeedback)
    .where(eq(accessibilityFeedback.id, id))
    .returning({ id: accessibilityFeedback.id });
  return deleted.length > 0;
}
