import { alsoWantWithEveryPart } from '#client/lib/lazy-part.tsx';
import { afterZodConfig } from '#client/lib/zod-ready.ts';
import type * as OfferFormModule from './offer-form';

/** The offer section's chunk (zod, react-hook-form, the dialog): fetched once, on demand. */
let pending: Promise<typeof OfferFormModule> | null = null;
let pendingAttempt = 0;

/** `attempt` > the last one starts a fresh download after a failure. */
function loadOfferForm(attempt = 0): Promise<typeof OfferFormModule> {
  if (!pending || attempt > pendingAttempt) {
    pendingAttempt = attempt;
    pending = afterZodConfig(() => import('./offer-form'));
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

let markWanted: () => void = () => undefined;
/** Settles once the form is wanted: the section came near the viewport, or the visitor headed for it. */
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

/**
 * The chunk, once the form is wanted. The server renders the form at once (its markup is in the
 * page); in the browser, React keeps that markup as it is until the chunk is here.
 */
export function offerFormWhenWanted(attempt: number): Promise<typeof OfferFormModule> {
  if (import.meta.env.SSR) return loadOfferForm(attempt);
  return wanted.then(() => loadOfferForm(attempt));
}

/** Starts the download without waiting for it (hover, focus, a click on an 'Offer' link, nearness). */
export function preloadOfferForm(): void {
  markWanted();
  void loadOfferForm(pendingAttempt).catch(() => undefined);
}

// A change of language re-renders the form: its code comes with the other held-back parts'.
alsoWantWithEveryPart(preloadOfferForm);
