/**
 * Bots kept out without bothering people. The offer form carries a field people
 * never see (`website`: off-screen, hidden from screen readers, out of the tab order) and says how
 * long its page had been open (`fillMs`, from the start of the page load, so typing into the
 * server-rendered form before the scripts ran counts). A submission with the trap filled in, or
 * sent sooner than a person could load the page, fill in five fields and tick a box, is refused
 * openly: it is never answered as if it had been stored. The form itself waits out the rest of the
 * time before sending, so a person whose browser filled the form at once is not refused. Both
 * fields are optional: API clients that send neither are not judged.
 */
export const HONEYPOT_FIELD = 'website';

/** Faster than any person: autofill may fill the contact fields, but the amount is typed and the box ticked. */
export const MIN_FILL_MS = 2500;

/** Why a submission is taken for a program's: the trap was filled in, or it came too soon. */
export type BotSignal = 'trap-filled' | 'too-fast';

export function botSignalOf(body: { website?: string; fillMs?: number }): BotSignal | null {
  if (body.website !== undefined && body.website.trim() !== '') return 'trap-filled';
  return body.fillMs !== undefined && body.fillMs < MIN_FILL_MS ? 'too-fast' : null;
}
