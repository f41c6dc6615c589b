import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import type { Language } from '#shared/languages.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { ENTRY_CHECK_PATH } from '#shared/bid-log/entry-check.ts';
import type { MailAttachment } from '../mail/mail-sender';
import type { MailTexts } from '../mail/mail-texts';
import type { OfferMailSubject } from '../mail/offer-mails';
import { receiptFileName, receiptReference, renderOfferReceipt } from './offer-receipt-pdf';

/**
 * The receipt of a stored offer, with its terms, as a file: for the bidder's confirmation and the
 * admin's download. `publicUrl` is the site's origin, for the link to the property's page.
 */
export async function offerReceipt(
  offer: OfferMailSubject,
  language: Language,
  texts: Partial<Record<Language, MailTexts>>,
  publicUrl: string,
): Promise<MailAttachment> {
  const content = await renderOfferReceipt(
    {
      offerId: offer.id,
      firstName: offer.firstName,
      lastName: offer.lastName,
      email: offer.email,
      phone: offer.phone,
      bidAmount: offer.bidAmount,
      createdAt: offer.createdAt,
      property: offer.property,
      logEntry: offer.logEntry ?? null,
      propertyUrl: `${publicUrl}${propertyPagePath(offer.property.slug)}?lang=${language}`,
      checkUrl: `${publicUrl}${ENTRY_CHECK_PATH}?ref=${receiptReference(offer.id)}&lang=${language}`,
      terms: offer.terms,
      texts,
    },
    language,
  );
  return { fileName: receiptFileName(offer.id, language), content, contentType: PDF_MEDIA_TYPE };
}
