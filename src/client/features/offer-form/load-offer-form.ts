import { afterZodConfig } from '../../lib/zod-ready';
import type * as OfferFormModule from './offer-form';

/** The offer section's chunk (zod, react-hook-form, the dialog): fetched once, on demand. */
let pending: Promise<typeof OfferFormModule> | null = null;
let pendingAttempt = 0;

/** `attempt` > the last one starts a fresh download after a failure. */
export function loadOfferForm(attempt = 0): Promise<typeof OfferFormModule> {
  if (!pending || attempt > pendingAttempt) {
    pendingAttempt = attempt;
    pending = afterZodConfig(() => import('./offer-form'));
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Starts the download without waiting for it (hover, focus, a click on an 'Offer' link). */
export function preloadOfferForm(): void {
  void loadOfferForm(pendingAttempt).catch(() => undefined);
}
