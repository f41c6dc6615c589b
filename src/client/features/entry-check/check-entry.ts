import type { EntryCheck } from '#shared/bid-log/entry-check-schemas.ts';
import { ENTRY_CHECK_ENDPOINTS } from '#shared/bid-log/entry-check-endpoints.ts';
import { normalChecksum, normalReference } from '#shared/bid-log/entry-check.ts';
import { ApiError, apiCalls } from '#client/lib/api-client.ts';

const { request } = apiCalls(ENTRY_CHECK_ENDPOINTS);

export type CheckOutcome =
  { kind: 'found'; check: EntryCheck } | { kind: 'not-found' } | { kind: 'too-many' } | { kind: 'failed' };

/** One check of a receipt: what the server found, or why there is nothing to show. */
export async function checkEntry(reference: string, checksum: string): Promise<CheckOutcome> {
  try {
    const body = { reference: normalReference(reference), checksum: normalChecksum(checksum) };
    const check = (await request('checkBidLogEntry', { body })) as unknown as EntryCheck;
    return { kind: 'found', check };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    if (error instanceof ApiError && error.status === 429) return { kind: 'too-many' };
    return { kind: 'failed' };
  }
}
