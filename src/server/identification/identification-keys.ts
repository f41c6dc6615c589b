import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** The layout's version, first byte of every sealed value: a later layout can be told apart. */
const LAYOUT_V1 = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The buyer's identification at rest (decision 0140): AES-256-GCM under a key derived from the
 * configured secret (SECRETS_KEY, else the session secret) for this one purpose. Neither the key
 * nor the secret is in the database or a backup. Each value is bound to its record and column
 * (the additional data), so a sealed value copied to another record or column does not open.
 */
export class IdentificationKeys {
  private readonly sealing: Buffer;
  private readonly hashing: Buffer;
  /** A fingerprint of the sealing key, stored with each record: which key a record needs. */
  readonly keyId: string;

  constructor(secret: string) {
    this.sealing = Buffer.from(hkdfSync('sha256', secret, 'isarwert identification', 'gwg sealing v1', 32));
    this.hashing = Buffer.from(hkdfSync('sha256', secret, 'isarwert identification', 'gwg address v1', 32));
    this.keyId = createHmac('sha256', this.sealing).update('key id').digest('hex').slice(0, 16);
  }

  seal(plain: Uint8Array, binding: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealing, iv).setAAD(Buffer.from(binding, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([LAYOUT_V1]), iv, body, cipher.getAuthTag()]);
  }

  /** The plain bytes; null when another key sealed them, or they were changed or moved. */
  open(sealed: Uint8Array, binding: string): Buffer | null {
    const bytes = Buffer.from(sealed);
    if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== LAYOUT_V1) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealing, bytes.subarray(1, 1 + IV_BYTES));
      decipher.setAAD(Buffer.from(binding, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
  }

  /** How a record is found by the buyer's address without storing it: a keyed hash of it in lower case. */
  digestOf(email: string): string {
    return createHmac('sha256', this.hashing).update(email.trim().toLowerCase(), 'utf8').digest('hex');
  }
}

/** What a sealed column of a record is bound to. */
export const bindingOf = (recordId: string, column: 'details' | 'document' | 'register') => `${recordId}/${column}`;
