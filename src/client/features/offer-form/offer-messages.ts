import { BID_MESSAGES } from '../../../shared/schemas/bid';
import type { Translate } from '../../lib/i18n';
import { ApiError } from '../../lib/api-client';

/** The shared schema speaks German (SPEC §5); these keys carry the other languages. */
const MESSAGE_KEYS: Record<string, string> = {
  [BID_MESSAGES.firstName]: 'validation.firstNameRequired',
  [BID_MESSAGES.lastName]: 'validation.lastNameRequired',
  [BID_MESSAGES.emailRequired]: 'validation.emailRequired',
  [BID_MESSAGES.emailInvalid]: 'validation.emailInvalid',
  [BID_MESSAGES.phone]: 'validation.phoneRequired',
  [BID_MESSAGES.amountRequired]: 'validation.amountRequired',
  [BID_MESSAGES.amountInvalid]: 'validation.amountInvalid',
  [BID_MESSAGES.terms]: 'validation.termsRequired',
};

export function translateMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(key, message) : message;
}

/**
 * The refusals a visitor can meet, in the visitor's language rather than the server's English:
 * 409 the auction has ended, 404 the property was withdrawn, 429 too many offers from this address.
 */
const STATUS_MESSAGES: Record<number, [key: string, german: string]> = {
  409: ['error.offerPeriodEnded', 'Die Angebotsfrist für diese Immobilie ist abgelaufen.'],
  404: ['error.propertyUnavailable', 'Diese Immobilie ist nicht mehr verfügbar.'],
  429: ['error.tooManyOffers', 'Zu viele Angebote in kurzer Zeit. Bitte versuchen Sie es später erneut.'],
};

/** The toast's description: a translated refusal, else the server's message (see serverMessageOf). */
export function offerErrorDescription(t: Translate, error: unknown): string {
  const known = error instanceof ApiError ? STATUS_MESSAGES[error.status] : undefined;
  return known ? t(known[0], known[1]) : serverMessageOf(error);
}

/**
 * The toast's description (SPEC §8): the server's message without the "<status>: " prefix the API
 * client adds, or empty when there is none (network failure, empty body) so the caller falls back
 * to 'Bitte versuchen Sie es später erneut.'.
 */
export function serverMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const text = error.message.replace(/^\d{3}: ?/, '').trim();
  // A body that merely repeats the status line adds nothing for a visitor.
  return /^(?:\d{3}|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)$/i.test(text) ? '' : text;
}
