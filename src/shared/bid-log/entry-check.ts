/**
 * The public page where a bidder checks their receipt against the bid log (decision 0093). The
 * receipt links to it with its reference filled in. No zod here: the page's chunk checks with these.
 */
export const ENTRY_CHECK_PATH = '/bietprotokoll';

/** A receipt's reference as printed (8 hexadecimal characters), whatever the case and spaces. */
export function normalReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** A checksum as printed or copied (64 hexadecimal characters, perhaps broken over lines). */
export function normalChecksum(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

export const isReference = (text: string): boolean => /^[0-9A-F]{8}$/.test(normalReference(text));
export const isChecksum = (text: string): boolean => /^[0-9a-f]{64}$/.test(normalChecksum(text));
