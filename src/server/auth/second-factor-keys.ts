import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const SEALED_PREFIX = 'enc1:';
const KEYED_HASH_PREFIX = 'hmac1:';

/** Keys of their own, derived from one configured secret: neither use can stand in for the other. */
function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'isarwert second factor', purpose, 32));
}

/** A recovery code as typed, in any spelling: upper case, letters and digits only. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * What keeps a second factor useless to whoever reads the database or a backup: TOTP secrets are
 * sealed with AES-256-GCM and recovery codes stored as HMAC-SHA256, both under keys derived from
 * SECRETS_KEY (by default from SESSION_SECRET). Neither key is in the database or in a backup.
 */
export class SecondFactorKeys {
  private readonly sealing: Buffer;
  private readonly hashing: Buffer;

  constructor(secret: string) {
    this.sealing = derive(secret, 'totp secret v1');
    this.hashing = derive(secret, 'recovery code v1');
  }

  /** "enc1:" iv "." ciphertext and tag, base64url. */
  seal(totpSecret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealing, iv);
    const sealed = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_PREFIX}${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The TOTP secret; a value stored before sealing existed is returned as it is; null when another key sealed it. */
  open(stored: string): string | null {
    if (!isSealed(stored)) return stored;
    const [iv, sealed] = stored.slice(SEALED_PREFIX.length).split('.');
    try {
      const bytes = Buffer.from(sealed ?? '', 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.sealing, Buffer.from(iv ?? '', 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** How a recovery code is stored and looked up: a keyed hash, useless without the key. */
  hashRecoveryCode(code: string): string {
    return `${KEYED_HASH_PREFIX}${createHmac('sha256', this.hashing).update(normalizeRecoveryCode(code)).digest('hex')}`;
  }
}

/** The one rule for the keys' secret: SECRETS_KEY, else the session secret. */
export function secondFactorKeysFor(config: { secretsKey?: string; sessionSecret: string }): SecondFactorKeys {
  return new SecondFactorKeys(config.secretsKey ?? config.sessionSecret);
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}
