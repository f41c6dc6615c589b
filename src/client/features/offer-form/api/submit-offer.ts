import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type OfferBody, type PlacedOffer } from '#shared/offers/schemas.ts';
import { MIN_FILL_MS } from '#shared/offers/offer-spam.ts';
import { OFFERS_ENDPOINTS } from '#shared/offers/endpoints.ts';
import { apiCalls } from '#client/lib/api-client.ts';

/** Placing an offer, with the table the offer form's chunk carries (the first bundle of / does not). */
const { request } = apiCalls(OFFERS_ENDPOINTS);

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

/** A moment more than the server asks for, so the clock's rounding cannot make it too soon. */
const MARGIN_MS = 100;

/**
 * The server refuses an offer sent sooner after the page began to load than a person could fill in
 * the form (MIN_FILL_MS). A browser that filled everything in at once can be that fast: the form then
 * waits out the rest while it shows that it is sending, instead of being refused.
 */
export async function waitUntilPlausible(fillMs: number | undefined, wait = sleep): Promise<number | undefined> {
  if (fillMs === undefined || fillMs >= MIN_FILL_MS) return fillMs;
  const rest = MIN_FILL_MS - fillMs + MARGIN_MS;
  await wait(rest);
  return fillMs + rest;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function submitOffer({ payload, idempotencyKey }: OfferSubmission): Promise<PlacedOffer> {
  const fillMs = await waitUntilPlausible(payload.fillMs);
  return request('placeOffer', {
    params: { id: payload.propertyId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: { ...payload, ...(fillMs === undefined ? {} : { fillMs }) },
  });
}

export function useSubmitOffer() {
  return useMutation({ mutationFn: submitOffer });
}
