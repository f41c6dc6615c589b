import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** NOTIFY payloads must stay under 8,000 bytes: names are sent in groups. */
const NAMES_PER_NOTICE = 100;

/** node-postgres gives a bytea as a Buffer, PGlite as a Uint8Array: both as a Buffer without copying. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Tells every instance listening on `channel` which stored files went (space-separated names). */
export async function notifyFilesRemoved(
  db: Pick<Database, 'execute'>,
  channel: string,
  names: readonly string[],
): Promise<void> {
  for (let start = 0; start < names.length; start += NAMES_PER_NOTICE) {
    const payload = names.slice(start, start + NAMES_PER_NOTICE).join(' ');
    await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }
}
