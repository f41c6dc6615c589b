import { SignedIds } from '../signed-ids';

/**
 * The key of a viewing booking: its id, signed. The request's mail carries it to confirm the
 * address, the invitation's to cancel; nothing else opens a booking.
 */
export class ViewingKeys extends SignedIds {
  constructor(secret: string) {
    super(secret, { salt: 'isarwert viewing booking', info: 'viewing booking v1' });
  }
}
