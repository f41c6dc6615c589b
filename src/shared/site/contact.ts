/** Fixed contact data shown in the footer. */
export const CONTACT = {
  company: 'Isarwert Immobilien GmbH',
  phone: '+49 89 2154 7380',
  email: 'angebote@isarwert-immobilien.de',
  street: 'Maximilianstraße 18',
  city: '80539 München',
} as const;

export const COPYRIGHT_YEAR = 2024;
