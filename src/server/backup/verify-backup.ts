import { openPglite } from '../db/client';
import { verifyBidLogChains, type ChainReport } from '../bid-log/verify-chain';
import { DatabaseImageFiles } from '../images/database-image-files';
import { DatabaseDocumentFiles } from '../documents/database-document-files';
import { restoreBackup } from './restore-backup';

/**
 * The bid logs of a backup file checked against their hash chains, before anyone relies on it: the
 * file goes into a scratch database in memory through the same restore, and is checked there by
 * the same rule as a live database's. The live database is not touched.
 */
export async function verifyBackupChains(file: string): Promise<ChainReport[]> {
  const scratch = await openPglite();
  try {
    await scratch.migrate();
    await restoreBackup(scratch.db, new DatabaseImageFiles(scratch.db), new DatabaseDocumentFiles(scratch.db), file);
    return await verifyBidLogChains(scratch.db);
  } finally {
    await scratch.close();
  }
}
