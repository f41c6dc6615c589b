import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import type { OPERATIONS_ENDPOINTS } from './endpoints';

/** The schemas of the endpoints of health checks and the API document, by the names of endpoints.ts. */
export const OPERATIONS_CONTRACT = {
  health: { summary: 'The process answers', response: z.object({ status: z.literal('ok') }) },
  readiness: {
    summary: 'The process and its database answer',
    response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  },
  openApiDocument: { summary: 'This API as an OpenAPI 3.1 document', response: z.record(z.string(), z.unknown()) },
} as const satisfies { [N in keyof typeof OPERATIONS_ENDPOINTS]: EndpointSchemas };
