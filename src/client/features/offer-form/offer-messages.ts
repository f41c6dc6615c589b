import { OFFER_MESSAGES } from '../../../shared/schemas/offer';
import type { PlainTranslationKey } from '../../../shared/translations';
import type { Translate } from '../../lib/i18n';
import { ApiError } from '../../lib/api-client';
import { schemaMessageTranslator } from '../../lib/schema-message-translator';

/** The shared schema speaks German (SPEC §5); these keys carry the other languages. */
export const translateMessage = schemaMessageTranslator(OFFER_MESSAGES, {
  firstName: 'validation.firstNameRequired',
  lastName: 'validation.lastNameRequired',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  phone: 'validation.phoneRequired',
  amountRequired: 'validation.amountRequired',
  amountInvalid: 'validation.amountInvalid',
  amountUnclear: 'validation.amountUnclear',
  terms: 'validation.termsRequired',
});

/**
 * The refusals a visitor can meet, in the visitor's language rather than the server's English:
 * 409 the auction has ended, 404 the property was withdrawn, 429 too many offers from this address.
 */
const STATUS_MESSAGES: Partial<Record<number, PlainTranslationKey>> = {
  409: 'error.offerPeriodEnded',
  404: 'error.propertyUnavailable',
  429: 'error.tooManyOffers',
};

/** The toast's description: a translated refusal, else the server's message (see serverMessageOf). */
export function offerErrorDescription(t: Translate, error: unknown): string {
  const key = error instanceof ApiError ? STATUS_MESSAGES[error.status] : undefined;
  return key ? t(key) : serverMessageOf(error);
}

/**
 * The toast's description (SPEC §8): the server's message without the "<status>: " prefix the API
 * client adds, or empty when there is none (network failure, empty body) so the caller falls back
 * to 'Bitte versuchen Sie es später erneut.'.
 */
function serverMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const text = error.message.replace(/^\d{3}: ?/, '').trim();
  // A body that merely repeats the status line adds nothing for a visitor.
  return /^(?:\d{3}|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)$/i.test(text) ? '' : text;
}
