import { SignedIds } from '../signed-ids';

/**
 * The key of a visitor's acknowledgement of a property's terms: its id, signed. The mailed link
 * carries it (following it confirms the address) and so does the browser's cookie afterwards.
 */
export class DocumentAccessKeys extends SignedIds {
  constructor(secret: string) {
    super(secret, { salt: 'isarwert document access', info: 'document access v1' });
  }
}
