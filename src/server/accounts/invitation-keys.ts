import { SignedIds } from '../signed-ids';

/** The tokens of team invitations' links (decision 0119): the invitation's id, signed. */
export class InvitationKeys extends SignedIds {
  constructor(secret: string) {
    super(secret, { salt: 'isarwert team invitation', info: 'invitation v1' });
  }
}
