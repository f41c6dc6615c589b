import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import type { BIDDER_MESSAGES_ENDPOINTS } from './endpoints';
import { bidderMessageRequestSchema, bidderMessagesSentSchema } from './schemas';

export const BIDDER_MESSAGES_CONTRACT = {
  sendBidderMessages: {
    summary:
      'Writes to one bidder or a selection: each gets the letter in the language of their offer, its placeholders ({name}, {property}, {amount}, {agent}, {link}, {deadline}) filled, through the outbox, with Reply-To the writer’s address',
    notFound: 'Offer not found',
    body: bidderMessageRequestSchema,
    response: bidderMessagesSentSchema,
    status: 201,
  },
} as const satisfies { [N in keyof typeof BIDDER_MESSAGES_ENDPOINTS]: EndpointSchemas };
