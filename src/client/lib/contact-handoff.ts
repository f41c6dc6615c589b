/**
 * A bidder's details carried from their own page to the offer form of the same tab (decision 0110):
 * "make another offer" opens the property's page with the contact fields filled in. Session storage
 * only (gone with the tab), read once, then removed.
 */
export interface HandedOverContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const KEY = 'offer-contact';

export function handOverContact(contact: HandedOverContact): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(contact));
  } catch {
    // Storage refused (private mode, full): the form is simply empty.
  }
}

/** The details handed over in this tab, once; null when there are none or they are not readable. */
export function takeHandedOverContact(): HandedOverContact | null {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!stored) return null;
    const value = JSON.parse(stored) as Partial<Record<keyof HandedOverContact, unknown>>;
    const { firstName, lastName, email, phone } = value;
    return [firstName, lastName, email, phone].every((field) => typeof field === 'string')
      ? ({ firstName, lastName, email, phone } as HandedOverContact)
      : null;
  } catch {
    return null;
  }
}
