import type { Language } from '#shared/languages.ts';
import type { Property } from '#shared/properties/schemas.ts';
import { shareImageUrlOf } from '../images/image-store';
import { shareHeadTags } from '../seo/share-tags';

const SITE_NAME = 'Isarwert Immobilien';
/** The size of the share image every upload has (images/image-store.ts). */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

interface PageHead {
  origin: string;
  path: string;
  language: Language;
  title: string;
  description: string;
}

/** A content page or the home page without a property: addresses and cards, no listing. */
export function pageHeadTags(head: PageHead): string {
  return shareHeadTags({ ...head, siteName: SITE_NAME });
}

function localizedTitle(property: Property, language: Language): string {
  const localized = { de: property.title, en: property.titleEn, fr: property.titleFr }[language];
  return localized?.trim() ? localized : property.title;
}

/** The home page with its property: the cover as the share image and the listing's structured data. */
export function listingHeadTags(head: PageHead, property: Property): string {
  const cover = property.images[0];
  const shareImageUrl = cover ? shareImageUrlOf(cover) : undefined;
  const coverAlt = cover ? property.imageAltTexts[cover] : undefined;
  return shareHeadTags({
    ...head,
    siteName: SITE_NAME,
    shareImage: shareImageUrl
      ? { url: shareImageUrl, ...SHARE_IMAGE, alt: coverAlt?.[head.language] || coverAlt?.de || head.title }
      : undefined,
    listing: {
      name: localizedTitle(property, head.language),
      description: head.description,
      address: property.address,
      floorSizeM2: property.livingArea,
      rooms: property.rooms,
      numberOfBedrooms: property.bedrooms,
      numberOfBathrooms: property.bathrooms,
      yearBuilt: property.yearBuilt,
      images: property.images,
      datePosted: property.createdAt,
      offersEnd: property.auctionEndDate,
      minimumOffer: property.publicMinimumOffer,
      buyerCommission: property.buyerCommission,
    },
  });
}
