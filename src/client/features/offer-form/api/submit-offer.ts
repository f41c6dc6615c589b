import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type Offer, type OfferBody } from '#shared/offers/schemas.ts';
import { request } from '#client/lib/api-client.ts';

/** The body of POST /api/properties/:id/bids: bidAmount as a string with two decimals, no terms flag. */
interface OfferPayload extends OfferBody {
  propertyId: string;
  bidAmount: string;
}

interface OfferSubmission {
  payload: OfferPayload;
  /** Sent as Idempotency-Key: the same offer sent twice is stored once. */
  idempotencyKey: string;
}

function submitOffer({ payload, idempotencyKey }: OfferSubmission): Promise<Offer> {
  return request('placeOffer', {
    params: { id: payload.propertyId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: payload,
  });
}

export function useSubmitOffer() {
  return useMutation({ mutationFn: submitOffer });
}
