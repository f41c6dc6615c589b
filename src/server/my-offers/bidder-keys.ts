import { SignedIds } from '../signed-ids';

/**
 * The tokens of bidders' own pages (decision 0110): the offer's id and a keyed hash of it, under a
 * key derived from the configured secret (SECRETS_KEY, else the session secret).
 */
export class BidderKeys extends SignedIds {
  constructor(secret: string) {
    super(secret, { salt: 'isarwert bidder link', info: 'my offers v1' });
  }

  /** The offer id a token was made for; null when it was not made here (or was changed). */
  offerIdOf(token: string): string | null {
    return this.idOf(token);
  }
}
