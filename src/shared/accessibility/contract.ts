import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams, messageSchema } from '#shared/wire-schemas.ts';
import type { ACCESSIBILITY_ADMIN_ENDPOINTS, ACCESSIBILITY_ENDPOINTS } from './endpoints';
import { feedbackBodySchema, feedbackSchema } from './schemas';

/** The schemas of the accessibility feedback's endpoints, by the names of endpoints.ts. */
export const ACCESSIBILITY_CONTRACT = {
  sendAccessibilityFeedback: {
    summary: 'Tell the agency about a barrier on the site: stored for the admin, who may reply by e-mail',
    body: feedbackBodySchema,
    response: messageSchema,
    status: 201,
  },
  listAccessibilityFeedback: {
    summary: 'The feedback on accessibility, newest first',
    response: z.array(feedbackSchema),
  },
  deleteAccessibilityFeedback: {
    summary: 'Delete a feedback once it is handled',
    notFound: 'Feedback not found',
    params: idParams,
    response: messageSchema,
  },
} as const satisfies {
  [N in keyof typeof ACCESSIBILITY_ENDPOINTS | keyof typeof ACCESSIBILITY_ADMIN_ENDPOINTS]: EndpointSchemas;
};
