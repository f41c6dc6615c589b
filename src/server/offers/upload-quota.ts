import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offerDocuments } from '../db/schema';
import type { ProofMediaType } from '#shared/offers/offer-terms.ts';
import type { StoredDocument } from './offer-documents';

export interface UploadQuota {
  /** Bytes one client (limits/client-key.ts) may upload in an hour. */
  bytesPerClient: number;
  /** Bytes all anonymous uploads together may take in an hour. */
  bytesOverall: number;
}

/** Any number, the same in every instance: uploads are checked against the quota one at a time. */
const UPLOAD_QUOTA_LOCK = 7_303_034;

export type QuotaResult = { stored: StoredDocument } | { refused: 'client' | 'overall'; retryAfterSeconds: number };

/**
 * Stores an anonymous upload unless it would take its client, or everyone together, over the
 * hour's quota. Uploads wait for each other (a transaction lock, on every instance), so parallel
 * ones cannot all pass the check. Refused: the seconds until enough of the hour's uploads age out
 * (at most an hour).
 */
export async function storeWithinQuota(
  db: Database,
  quota: UploadQuota,
  document: { content: Uint8Array; fileName: string; mediaType: ProofMediaType; uploaderKey: string },
): Promise<QuotaResult> {
  const size = document.content.byteLength;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK})`);
    const usage = await tx.execute(sql`
      select coalesce(sum(size_bytes) filter (where uploader_key = ${document.uploaderKey}), 0)::bigint as mine,
             coalesce(sum(size_bytes), 0)::bigint as everyone,
             ceil(extract(epoch from (min(created_at) filter (where uploader_key = ${document.uploaderKey})
                  + interval '1 hour' - now())))::int as mine_frees_in,
             ceil(extract(epoch from (min(created_at) + interval '1 hour' - now())))::int as everyone_frees_in
      from ${offerDocuments}
      where created_at > now() - interval '1 hour'`);
    const row = (usage as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
    const wait = (seconds: unknown) => Math.min(3600, Math.max(1, Number(seconds ?? 3600)));
    if (Number(row.mine) + size > quota.bytesPerClient) {
      return { refused: 'client', retryAfterSeconds: wait(row.mine_frees_in) };
    }
    if (Number(row.everyone) + size > quota.bytesOverall) {
      return { refused: 'overall', retryAfterSeconds: wait(row.everyone_frees_in) };
    }
    const [stored] = await tx
      .insert(offerDocuments)
      .values({
        content: document.content,
        fileName: document.fileName,
        mediaType: document.mediaType,
        sizeBytes: size,
        uploaderKey: document.uploaderKey,
      })
      .returning({ id: offerDocuments.id });
    return {
      stored: { id: stored!.id, fileName: document.fileName, sizeBytes: size, mediaType: document.mediaType },
    };
  });
}
