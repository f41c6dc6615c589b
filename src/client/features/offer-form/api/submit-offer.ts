import { useMutation } from '@tanstack/react-query';
import type { Bid, BidBody } from '../../../../shared/schemas/bid';
import { apiJson } from '../../../lib/api-client';

/** The body of POST /api/properties/:id/bids: bidAmount as a string with two decimals, no terms flag. */
export interface OfferPayload extends BidBody {
  propertyId: string;
  bidAmount: string;
}

export function submitOffer(payload: OfferPayload): Promise<Bid> {
  return apiJson<Bid>('POST', `/api/properties/${encodeURIComponent(payload.propertyId)}/bids`, payload);
}

export function useSubmitOffer() {
  return useMutation({ mutationFn: submitOffer });
}
