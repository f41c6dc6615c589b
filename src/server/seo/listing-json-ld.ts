import type { Language } from '#shared/languages.ts';
import { absoluteHttpUrl } from './absolute-url';
import { postalAddressOf } from './postal-address';

export interface ShareListing {
  name: string;
  description: string;
  address: string;
  floorSizeM2: number;
  /** Rooms as German listings count them (3.5); not every property states them. */
  rooms?: number | null;
  numberOfBedrooms: number;
  numberOfBathrooms: number;
  yearBuilt: number;
  /** Absolute, or relative to the site. */
  images: string[];
  /** ISO date or date-time. */
  datePosted?: string;
  /** The end of the offer period (ISO date-time). */
  offersEnd?: string;
  /** The minimum offer when the agent shows it ("450000.00"). */
  minimumOffer?: string | null;
  /** The buyer's commission in % incl. VAT ("3.57"; "0.00" is commission-free); null says nothing. */
  buyerCommission?: string | null;
}

const COMMISSION_NAME: Record<Language, string> = {
  de: 'Käuferprovision inkl. MwSt.',
  en: 'Buyer’s commission incl. VAT',
  fr: 'Commission acheteur TTC',
};

/**
 * The offer procedure as an Offer of the listing (a CreativeWork may carry offers): until when
 * offers are taken and, when shown, from which amount. No price: the price is what the offers make.
 */
function procedureOffer(listing: ShareListing) {
  if (!listing.offersEnd) return {};
  return {
    offers: {
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      availabilityEnds: listing.offersEnd,
      ...(listing.minimumOffer
        ? {
            priceSpecification: {
              '@type': 'PriceSpecification',
              minPrice: Number(listing.minimumOffer),
              priceCurrency: 'EUR',
            },
          }
        : {}),
    },
  };
}

/** schema.org has no commission property: a PropertyValue of the home, in percent (UN/CEFACT P1). */
function commissionProperty(listing: ShareListing, language: Language) {
  if (listing.buyerCommission == null) return {};
  return {
    additionalProperty: [
      {
        '@type': 'PropertyValue',
        propertyID: 'buyerCommission',
        name: COMMISSION_NAME[language],
        value: Number(listing.buyerCommission),
        unitCode: 'P1',
        unitText: '%',
      },
    ],
  };
}

/**
 * schema.org structured data of the listing page: a RealEstateListing (a WebPage) whose
 * mainEntity, the more specific sub-property of `about`, is the home on offer. Accommodation is
 * the common parent of Apartment and SingleFamilyResidence, so it fits whatever is listed, and it
 * carries every fact we have: a Place's address, floor size, rooms, bathrooms, year built.
 */
export function listingJsonLd(listing: ShareListing, context: { origin: string; url: string; language: Language }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.name,
    description: listing.description,
    url: context.url,
    inLanguage: context.language,
    ...(listing.datePosted ? { datePosted: listing.datePosted } : {}),
    image: listing.images.flatMap((image) => absoluteHttpUrl(image, context.origin) ?? []),
    ...procedureOffer(listing),
    mainEntity: {
      '@type': 'Accommodation',
      address: postalAddressOf(listing.address),
      // UN/CEFACT MTK: square metre.
      floorSize: { '@type': 'QuantitativeValue', value: listing.floorSizeM2, unitCode: 'MTK' },
      ...(listing.rooms != null ? { numberOfRooms: listing.rooms } : {}),
      numberOfBedrooms: listing.numberOfBedrooms,
      numberOfBathroomsTotal: listing.numberOfBathrooms,
      yearBuilt: listing.yearBuilt,
      ...commissionProperty(listing, context.language),
    },
  };
}

/**
 * JSON for the inside of a <script> element. The HTML parser ends the element at the first
 * '</script', whatever JSON thinks; < > & (and U+2028/U+2029, line ends to older JavaScript) are
 * only ever inside JSON strings, where their \u escapes mean the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
