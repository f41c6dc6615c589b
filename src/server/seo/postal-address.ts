/** '80802 München': a German (5-digit) or Austrian/Swiss (4-digit) postal code, then the place. */
const POSTAL_CODE_AND_PLACE = /^(\d{4,5})\s+(\S.*)$/;

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  postalCode?: string;
  addressLocality?: string;
}

/**
 * schema.org's PostalAddress from the one address line a property has ('Leopoldstraße 42, 80802
 * München'), split at its last comma. A line that does not end in ', PLZ Ort' stays whole in
 * streetAddress: a wrong split would tell search engines a wrong town.
 */
export function postalAddressOf(address: string): PostalAddress {
  const line = address.replace(/\s+/g, ' ').trim();
  const comma = line.lastIndexOf(',');
  const street = line.slice(0, Math.max(comma, 0)).trim();
  const postalCodeAndPlace = POSTAL_CODE_AND_PLACE.exec(line.slice(comma + 1).trim());
  if (comma < 0 || !street || !postalCodeAndPlace) return { '@type': 'PostalAddress', streetAddress: line };
  const [, postalCode, place] = postalCodeAndPlace;
  return { '@type': 'PostalAddress', streetAddress: street, postalCode, addressLocality: place };
}
