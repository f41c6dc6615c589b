import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { offerDocuments, offers } from '../db/schema';
import { OFFER_TERMS_LIMITS, type ProofMediaType } from '#shared/offers/offer-terms.ts';
import { inspectImage, MAX_INPUT_PIXELS } from '../images/image-store';
import { PROOF_ATTACH_INTERVAL } from './offer-batcher';

/** The bytes each accepted type starts with; a name or a declared type counts for nothing. */
const SIGNATURES: ReadonlyArray<{ mediaType: ProofMediaType; bytes: readonly number[] }> = [
  { mediaType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The media type the content is, by its first bytes; null for anything else. */
export function sniffProofMediaType(content: Uint8Array): ProofMediaType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.mediaType ?? null;
}

const EXTENSIONS: Record<ProofMediaType, { extension: string; names: RegExp }> = {
  'application/pdf': { extension: '.pdf', names: /\.pdf$/i },
  'image/jpeg': { extension: '.jpg', names: /\.jpe?g$/i },
  'image/png': { extension: '.png', names: /\.png$/i },
};

/**
 * The uploaded name as it may be shown and sent back in Content-Disposition: the last path
 * segment, without control characters, quotes or backslashes, at most 200 characters, ending in the
 * extension of what the bytes are (a PNG called "proof.pdf" is saved as "proof.pdf.png").
 */
export function sanitizeFileName(
  name: string | undefined,
  mediaType: ProofMediaType,
  fallbackStem = 'nachweis',
): string {
  const { extension, names } = EXTENSIONS[mediaType];
  const cleaned = (name ?? '')
    .normalize('NFC')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed.
    .replace(/[\u0000-\u001f\u007f-\u009f"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned === '' || /^\.+$/.test(cleaned) ? fallbackStem : cleaned;
  const chars = [...stem];
  const max = OFFER_TERMS_LIMITS.proofFileNameChars;
  if (names.test(stem) && chars.length <= max) return stem;
  if (!names.test(stem) && chars.length + extension.length <= max) return `${stem}${extension}`;
  return `${chars.slice(0, max - extension.length).join('')}${extension}`;
}

export interface StoredDocument {
  id: string;
  fileName: string;
  sizeBytes: number;
  mediaType: ProofMediaType;
}

/**
 * A proof that claims to be an image is opened like a property photo: its header must name at
 * most the pixels we accept, and every pixel must decode (a truncated or corrupt file is refused).
 * The file is stored as uploaded; this only keeps out what the agent could not open.
 */
export async function proofImageIsReadable(content: Buffer, mediaType: ProofMediaType): Promise<boolean> {
  if (mediaType === 'application/pdf') return true;
  const inspection = await inspectImage(content);
  if (!inspection.ok) return false;
  try {
    await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).resize(16).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export type ProofProblem = 'missing' | 'used' | 'expired';

/**
 * Why a proof of funds cannot go with a new offer, or null when it can. A proof already attached to
 * the offer stored under the same Idempotency-Key is that offer's: the request is a repetition.
 */
export async function proofOfFundsProblem(
  db: Database,
  id: string,
  idempotencyKey: string | undefined,
): Promise<ProofProblem | null> {
  const [row] = await db
    .select({
      attached: sql<boolean>`${offerDocuments.offerId} is not null`,
      sameKey: sql<boolean>`coalesce(${offers.idempotencyKey} = ${idempotencyKey ?? null}::uuid, false)`,
      expired: sql<boolean>`${offerDocuments.createdAt} <= now() - ${PROOF_ATTACH_INTERVAL}`,
    })
    .from(offerDocuments)
    .leftJoin(offers, eq(offers.id, offerDocuments.offerId))
    .where(eq(offerDocuments.id, id))
    .limit(1);
  if (!row) return 'missing';
  if (row.attached) return row.sameKey ? null : 'used';
  return row.expired ? 'expired' : null;
}

/** The 400 messages for a proof that cannot be used. */
export const PROOF_PROBLEM_MESSAGES: Record<ProofProblem, string> = {
  missing: 'proofOfFundsId names no uploaded document. Please upload the proof of funds again.',
  used: 'This proof of funds already belongs to another offer. Please upload it again.',
  expired: 'This proof of funds was uploaded more than an hour ago. Please upload it again.',
};

/** An offer's proof of funds with its bytes, for the admin's download. */
export async function findOfferProof(db: Database, offerId: string) {
  const [row] = await db
    .select({
      fileName: offerDocuments.fileName,
      mediaType: offerDocuments.mediaType,
      content: offerDocuments.content,
    })
    .from(offerDocuments)
    .where(eq(offerDocuments.offerId, offerId))
    .limit(1);
  return row ?? null;
}

/** Uploads not attached to an offer within the hour they had for it (every few minutes, offer-document-routes.ts). */
export async function purgeUnattachedDocuments(db: Database): Promise<number> {
  const deleted = await db
    .delete(offerDocuments)
    .where(and(isNull(offerDocuments.offerId), lt(offerDocuments.createdAt, sql`now() - ${PROOF_ATTACH_INTERVAL}`)))
    .returning({ id: offerDocuments.id });
  return deleted.length;
}
