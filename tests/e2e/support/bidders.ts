import { expect, type APIRequestContext } from '@playwright/test';

/** What any visitor may see of a property's procedure (GET /api/properties/:id/standing). */
export interface Standing {
  mode: string;
  highestOffer: string | null;
  minimumOffer: string | null;
  minimumStep: string | null;
}

/** The answer to an offer: its id and the token of the bidder's own page. */
export interface Placed {
  id: string;
  myOffersToken: string;
}

export async function standingOf(request: APIRequestContext, propertyId: string): Promise<Standing> {
  const response = await request.get(`/api/properties/${propertyId}/standing`);
  expect(response.ok(), `standing → ${response.status()}`).toBe(true);
  return (await response.json()) as Standing;
}

/** An offer as a person's browser sends it (a human fill time, the honeypot empty), acknowledged with 201. */
export async function placeBidderOffer(
  request: APIRequestContext,
  propertyId: string,
  bidder: { firstName: string; lastName: string; email: string; phone: string; language: 'de' | 'en' | 'fr' },
  amount: number,
): Promise<Placed> {
  const placed = await request.post(`/api/properties/${propertyId}/bids`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { ...bidder, bidAmount: String(amount), website: '', fillMs: 20_000 },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as Placed;
}
