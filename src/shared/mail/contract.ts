import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { MAIL_ADMIN_ENDPOINTS } from './admin-endpoints';
import { mailOutboxQuerySchema, mailOutboxSchema, outboxMailSchema } from './schemas';

/** The schemas of the endpoints of the e-mail outbox, by the names of endpoints.ts. */
export const MAIL_CONTRACT = {
  mailOutbox: {
    summary: 'The e-mail outbox: counts per status and the newest mails',
    query: mailOutboxQuerySchema,
    response: mailOutboxSchema,
  },
  retryMail: {
    summary: 'Send a failed e-mail again',
    notFound: 'E-mail not found',
    params: idParams,
    response: outboxMailSchema,
  },
} as const satisfies { [N in keyof typeof MAIL_ADMIN_ENDPOINTS]: EndpointSchemas };
