import { describe, expect, it } from 'vitest';
import { publicTextsOf } from './public-texts';

describe('publicTextsOf', () => {
  it("drops the admin's texts and keeps every other text as it is", () => {
    const map = { 'app.title': 'Isarwert', 'admin.login.title': 'Admin Anmeldung', 'offer.submit': 'Angebot abgeben' };
    expect(JSON.parse(publicTextsOf(JSON.stringify(map)))).toEqual({
      'app.title': 'Isarwert',
      'offer.submit': 'Angebot abgeben',
    });
  });
});
