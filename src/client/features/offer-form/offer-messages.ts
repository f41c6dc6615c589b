import type { Language } from '#shared/languages.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { euroAmount } from '#client/lib/munich-format.ts';

/**
 * The refusals a visitor can meet, in the visitor's language rather than the server's English:
 * 409 the auction has ended, 404 the property was withdrawn, 429 too many offers from this address.
 */
const STATUS_MESSAGES: Partial<Record<number, PlainTranslationKey>> = {
  409: 'error.offerPeriodEnded',
  404: 'error.propertyUnavailable',
  429: 'error.tooManyOffers',
};

/** A refusal by the property's procedure (422 with a reason, decision 69), in the visitor's language. */
export function procedureRefusalText(
  t: Translate,
  language: Language,
  { reason, lowestAcceptable }: { reason?: unknown; lowestAcceptable?: unknown },
): string | undefined {
  const amount = typeof lowestAcceptable === 'string' ? euroAmount(lowestAcceptable, language) : undefined;
  if (reason === 'below-step' && amount) return t('error.offerBelowStep', { amount });
  if (reason === 'below-minimum') {
    return amount ? t('error.offerBelowMinimum', { amount }) : t('error.offerBelowHiddenMinimum');
  }
  return undefined;
}

/**
 * The toast's description: a translated refusal, else the server's message (see serverMessageOf).
 * `requirementTexts` say the rules about who may offer (decisions 0129, 0134), whose texts come
 * with the form.
 */
export function offerErrorDescription(
  t: Translate,
  language: Language,
  error: unknown,
  requirementTexts: Translate = t,
): string {
  if (!(error instanceof ApiError)) return serverMessageOf(error);
  // Awarded while the form was open (decision 0136): said as the page would say it now, not as an end.
  if (error.details.reason === 'awarded') return requirementTexts('award.pageText');
  // A best-and-final round started while the form was open (decision 0137).
  if (error.details.reason === 'final-round') return requirementTexts('finalRound.pageText');
  const key = STATUS_MESSAGES[error.status];
  if (key) return t(key);
  if (error.details.reason === 'proof-unavailable') return t('error.proofUnavailable');
  if (error.details.reason === 'documents-required') return requirementTexts('documentAccess.offerRefused');
  if (error.details.reason === 'viewing-required') return requirementTexts('viewing.offerRefused');
  return procedureRefusalText(t, language, error.details) ?? serverMessageOf(error);
}

/**
 * The failure toast's description: the server's message without the "<status>: " prefix the API
 * client adds, or empty when there is none (network failure, empty body) so the caller falls back
 * to 'Bitte versuchen Sie es später erneut.'.
 */
function serverMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const text = error.message.replace(/^\d{3}: ?/, '').trim();
  // A body that merely repeats the status line adds nothing for a visitor.
  return /^(?:\d{3}|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)$/i.test(text) ? '' : text;
}
