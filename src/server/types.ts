import type { DocumentLinks } from './documents/document-links';
import type { DocumentFiles } from './documents/document-files';
import type { DocumentPreviews } from './documents/document-previews';
import type { PublicUser } from '#shared/auth/schemas.ts';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { ImageFiles } from './images/image-files';
import type { MailOutbox } from './mail/mail-plugin';
import type { BidderKeys } from './my-offers/bidder-keys';
import type { InvitationKeys } from './accounts/invitation-keys';
import type { DocumentAccessKeys } from './documents/document-access-keys';
import type { ViewingKeys } from './viewings/viewing-keys';
import type { IdentificationKeys } from './identification/identification-keys';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: 'pglite' | 'postgres';
    /** The handle behind app.db, for what the query builder does not offer (raw array rows). */
    database: DatabaseHandle;
    /** One round trip that does not wait out an outage. */
    pingDatabase: () => Promise<void>;
    config: AppConfig;
    /** Where uploaded and seeded images live: DATA_DIR/uploads, or PostgreSQL (images/image-files.ts). */
    imageFiles: ImageFiles;
    /** Where property documents live: DATA_DIR/documents, or PostgreSQL (documents/document-files.ts). */
    documentFiles: DocumentFiles;
    /** Makes the documents' first-page images (documents/document-previews.ts). */
    documentPreviews: DocumentPreviews;
    /** Signs and checks the expiring links to documents (documents/document-links.ts). */
    documentLinks: DocumentLinks;
    mailOutbox: MailOutbox;
    /** The tokens of bidders' own pages (my-offers/bidder-keys.ts). */
    bidderKeys: BidderKeys;
    /** Signs and reads the links of team invitations (decision 0119). */
    invitationKeys: InvitationKeys;
    documentAccessKeys: DocumentAccessKeys;
    /** Signs and reads the keys of viewing bookings' links (decision 0133). */
    viewingKeys: ViewingKeys;
    /** Seals the buyers' identifications at rest (decision 0140). */
    identificationKeys: IdentificationKeys;
    /** True from SIGTERM until the server closes (SHUTDOWN_DRAIN_SECONDS): /readyz answers 503. */
    draining: boolean;
    /** True once the server stops accepting connections (after the drain): answers carry Connection: close. */
    closingConnections: boolean;
  }
  interface FastifyRequest {
    /** Who limits count: the address, an IPv6 one by its network prefix (limits/client-key.ts). */
    readonly clientKey: string;
    /** Set by the admin guard once the session is verified. */
    user?: PublicUser;
  }
  interface Session {
    userId?: string;
    authenticatedAt?: number;
    lastSeenAt?: number;
    /** Browser and system at sign-in, for the admin's list of sessions. */
    device?: string;
    /** A second factor being set up: its secret, sealed, until a code confirms it. */
    pendingSecondFactor?: string;
  }
}

export {};
