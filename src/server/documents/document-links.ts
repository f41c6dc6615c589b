import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a link to a document's file works after it was made. */
export const DOCUMENT_LINK_SECONDS = 30 * 60;

export interface DocumentLink {
  documentId: string;
  version: number;
  /** Seconds since 1970 (UTC) after which the link opens nothing. */
  expires: number;
  /** A gated document's link is made for one confirmed acknowledgement (its downloads are its record). */
  accessId?: string;
}

export type LinkCheck = 'valid' | 'expired' | 'forged';

/**
 * Signed, expiring links to a document's file: the document, its file's version and the end of
 * the link, under a key derived from the configured secret (SECRETS_KEY, else the session secret)
 * for this purpose only. Nothing is stored, so every instance checks every link; a replaced file
 * (a new version) or a removed document makes its old links open nothing. A gated document's link
 * also names the acknowledgement it was made for, so its download is recorded to that person.
 */
export class DocumentLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'isarwert document link', 'document files v1', 32));
  }

  /** The signed query of a fresh link (valid for DOCUMENT_LINK_SECONDS from `now`). */
  sign(
    documentId: string,
    version: number,
    now = Date.now(),
    accessId?: string,
  ): { version: number; expires: number; signature: string } {
    const expires = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS;
    return { version, expires, signature: this.mac({ documentId, version, expires, accessId }) };
  }

  check(link: DocumentLink, signature: string, now = Date.now()): LinkCheck {
    const given = Buffer.from(signature, 'utf8');
    const expected = Buffer.from(this.mac(link), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return link.expires * 1000 < now ? 'expired' : 'valid';
  }

  private mac({ documentId, version, expires, accessId }: DocumentLink): string {
    const access = accessId === undefined ? '' : `\n${accessId.toLowerCase()}`;
    return createHmac('sha256', this.key)
      .update(`${documentId.toLowerCase()}\n${version}\n${expires}${access}`, 'utf8')
      .digest('base64url');
  }
}
