import { afterEach, describe, expect, it } from 'vitest';
import { handOverContact, takeHandedOverContact } from './contact-handoff';

const CONTACT = { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.org', phone: '+49 89 1' };

afterEach(() => window.sessionStorage.clear());

describe('the contact handed over to the offer form', () => {
  it('is read once, then gone', () => {
    handOverContact(CONTACT);
    expect(takeHandedOverContact()).toEqual(CONTACT);
    expect(takeHandedOverContact()).toBeNull();
  });

  it('is ignored when it is not what was stored', () => {
    window.sessionStorage.setItem('offer-contact', '{"firstName":1}');
    expect(takeHandedOverContact()).toBeNull();
    window.sessionStorage.setItem('offer-contact', 'not json');
    expect(takeHandedOverContact()).toBeNull();
    expect(window.sessionStorage.getItem('offer-contact')).toBeNull();
  });
});
