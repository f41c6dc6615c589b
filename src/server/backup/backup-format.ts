/**
 * One backup file: gzip-compressed lines, each a tag, a tab, and data.
 *   H  {"format","version","createdAt","tables"}      first line
 *   R  <table> TAB <the row as PostgreSQL's row_to_json> one per row, tables in TABLES order
 *   F  <JSON file path> TAB <base64 bytes>           one per uploaded image file
 *   D  <JSON file name> TAB <base64 bytes>           one per property document's file (version 2)
 *   E  {"rows": {table: n}, "files": n, "documentFiles": n}   last line: a file without it is cut off
 * Rows keep PostgreSQL's own JSON text, never parsed in JavaScript, so amounts and times come
 * back exactly, whichever driver wrote or reads them.
 */
export const BACKUP_FORMAT = 'isarwert-offers-backup';
/** 2: property documents (their rows and D lines). A version-1 backup has neither and restores as before. */
export const BACKUP_VERSION = 2;

/**
 * The tables that make the state, parents first (offers, sellers' links and old addresses refer to properties;
 * consents, terms, proofs of funds and the team's letters to offers; the bid log and its bidder numbers to properties;
 * a bidder's alerts to their property and offer; acknowledgements of a property's terms to it, and
 * their downloads to them; viewing slots to a property and their bookings to them; a notary's dossier and a final round to its
 * property, the offers sent in it to the round, and its invited bidders to their offers).
 * Sessions are left out on purpose: a restored system starts with everyone signed out; so are the
 * verification links of decision 0072 (short-lived, and only their hashes exist): an offer keeps
 * whether it was verified (bids.verified_at). A backup made before a table existed simply has no
 * rows of it.
 */
export const TABLES = [
  'users',
  'translations',
  'pages',
  'properties',
  'notary_dossiers',
  'property_documents',
  'document_access',
  'document_downloads',
  'viewing_slots',
  'viewing_bookings',
  'property_slug_redirects',
  'seller_links',
  'final_rounds',
  'bids',
  'buyer_identifications',
  'final_round_bidders',
  'offer_messages',
  'offer_consents',
  'offer_terms',
  'offer_documents',
  'bid_log_bidders',
  'bid_log',
  'accessibility_feedback',
  'offer_alerts',
] as const;
type Table = (typeof TABLES)[number];

/** The column each table's rows are read in order of (its primary key): a uuid, or text for old addresses. */
export function keyColumnOf(table: Table): { name: string; type: 'uuid' | 'text' } {
  if (table === 'property_slug_redirects') return { name: 'old_slug', type: 'text' };
  return { name: table === 'offer_consents' || table === 'offer_terms' ? 'offer_id' : 'id', type: 'uuid' };
}

/**
 * How many rows are read or written at once: a proof of funds may be 10 MB (twice that as JSON
 * text), so those go one by one; every other row is small.
 */
export function rowsPerBatch(table: string, usual: number): number {
  // Rows that carry files of up to 10 MB go one at a time.
  return table === 'offer_documents' || table === 'buyer_identifications' ? 1 : usual;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  tables: readonly string[];
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
  /** Absent in a version-1 backup: none. */
  documentFiles?: number;
}
