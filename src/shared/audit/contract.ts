import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import type { AUDIT_ADMIN_ENDPOINTS } from './admin-endpoints';
import { auditPageQuerySchema, auditPageSchema } from './schemas';

/** The schemas of the endpoints of the audit log, by the names of endpoints.ts. */
export const AUDIT_CONTRACT = {
  auditLog: {
    summary: 'The audit log: sign-ins and admin changes, newest first, in pages',
    query: auditPageQuerySchema,
    response: auditPageSchema,
  },
} as const satisfies { [N in keyof typeof AUDIT_ADMIN_ENDPOINTS]: EndpointSchemas };
