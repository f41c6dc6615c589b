/**
 * Bots kept out without bothering people. The offer form carries a field people
 * never see (`website`: off-screen, hidden from screen readers, out of the tab order) and says how
 * long its page had been open (`fillMs`, from the start of the page load, so typing into the
 * server-rendered form before the scripts ran counts). A submission with the trap filled in, or
 * sent sooner than a person could load the page, fill in five fields and tick a box, is a bot's. Both fields are optional: API clients that
 * send neither are not judged.
 */
export const HONEYPOT_FIELD = 'website';

/** Faster than any person: autofill may fill the contact fields, but the amount is typed and the box ticked. */
export const MIN_FILL_MS = 2500;

export function looksLikeABot(body: { website?: string; fillMs?: number }): boolean {
  if (body.website !== undefined && body.website.trim() !== '') return true;
  return body.fillMs !== undefined && body.fillMs < MIN_FILL_MS;
}
