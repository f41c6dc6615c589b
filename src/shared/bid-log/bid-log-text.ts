import { LOCALES, type Language } from '#shared/languages.ts';
import { countedText } from '#shared/translations/plural.ts';
import type { BidLogEntry, BidLogSetting } from './schemas';
import type { TranslationKey } from '#shared/translations/index.ts';

/**
 * How a bid log entry reads (decision 0073), the same in the admin, the seller's PDF and the
 * seller's view: the texts come from the caller's translation set, amounts and times in the
 * formats of `language`, times in Munich's time.
 */
export type BidLogTexts = (key: TranslationKey, values?: Record<string, string>) => string;

export interface BidLogLine {
  time: string;
  bidder: string;
  event: string;
  /** Terms of an offer, changed settings: one short line each. */
  details: string[];
  amount: string;
}

const TIME_ZONE = 'Europe/Berlin';

export function formatLogTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}

function formatLogAmount(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

function formatDay(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

function bidderLabel(number: number | null, t: BidLogTexts): string {
  return number === null ? '—' : t('bidLog.bidder', { number: String(number) });
}

const SETTING_LABELS: Record<BidLogSetting, TranslationKey> = {
  isActive: 'admin.properties.colStatus',
  offerMode: 'admin.procedure.mode',
  minimumOffer: 'bidLog.setting.minimumOffer',
  minimumOfferShown: 'bidLog.setting.minimumOfferShown',
  minimumStep: 'bidLog.setting.minimumStep',
  extensionMinutes: 'bidLog.setting.extension',
  verifiedOffersOnly: 'admin.procedure.verifiedOffersOnly',
  discloseBidLog: 'bidLog.setting.discloseBidLog',
  offersRequireDocuments: 'admin.procedure.offersRequireDocuments',
  offersRequireViewing: 'admin.procedure.offersRequireViewing',
};

function settingValue(
  setting: BidLogSetting,
  value: string | number | boolean | null,
  t: BidLogTexts,
  language: Language,
): string {
  switch (setting) {
    case 'isActive':
      return t(value ? 'admin.properties.active' : 'admin.properties.inactive');
    case 'offerMode':
      return t(value === 'open' ? 'admin.procedure.open' : 'admin.procedure.sealed');
    case 'minimumOffer':
    case 'minimumStep':
      return value === null ? t('bidLog.none') : formatLogAmount(String(value), language);
    case 'minimumOfferShown':
      return t(value ? 'bidLog.shown' : 'bidLog.hidden');
    case 'extensionMinutes':
      return value === 0 || value === null ? t('bidLog.off') : t('bidLog.minutes', { count: String(value) });
    case 'verifiedOffersOnly':
    case 'discloseBidLog':
    case 'offersRequireDocuments':
    case 'offersRequireViewing':
      return t(value ? 'bidLog.on' : 'bidLog.off');
  }
}

/** Whether a setting at the set-up says anything: "no minimum" or "extension off" go without saying. */
function settingApplies(
  setting: BidLogSetting,
  value: string | number | boolean | null,
  all: BidLogEntry['changes'],
): boolean {
  switch (setting) {
    case 'isActive':
    case 'offerMode':
      return true;
    case 'minimumOfferShown':
      return all.some((change) => change.setting === 'minimumOffer' && change.to !== null);
    case 'extensionMinutes':
      return value !== null && value !== 0;
    case 'verifiedOffersOnly':
    case 'discloseBidLog':
    case 'offersRequireDocuments':
    case 'offersRequireViewing':
      return value === true;
    default:
      return value !== null;
  }
}

function offerDetails(terms: NonNullable<BidLogEntry['terms']>, t: BidLogTexts, language: Language): string[] {
  const details: string[] = [];
  if (terms.financing === 'own-funds') details.push(t('receipt.financing.ownFunds'));
  if (terms.financing === 'financing-confirmed') details.push(t('receipt.financing.confirmed'));
  if (terms.financing === 'financing-in-progress') details.push(t('receipt.financing.inProgress'));
  if (terms.proofOfFunds) details.push(t('offer.terms.proof'));
  if (terms.handoverDate) details.push(`${t('receipt.handoverDate')}: ${formatDay(terms.handoverDate, language)}`);
  if (terms.bindingDays !== null) {
    details.push(
      `${t('receipt.bindingPeriod')} ${countedText(t('receipt.days'), language, terms.bindingDays, { count: String(terms.bindingDays) })}`,
    );
  }
  return details;
}

function eventOf(entry: BidLogEntry, t: BidLogTexts, language: Language): string {
  const time = (date: Date | null) => (date ? formatLogTime(date, language) : '—');
  switch (entry.kind) {
    case 'offer':
      return t(entry.finalRound ? 'bidLog.finalOffer' : 'bidLog.kind.offer');
    case 'offer-deleted':
      if (entry.reason === 'admin') return t('bidLog.deleted.admin');
      if (entry.reason === 'erasure') return t('bidLog.deleted.erasure');
      return t('admin.offers.deletedOne');
    case 'offer-withdrawn':
      return t('bidLog.withdrawn');
    case 'awarded':
      return t('bidLog.awarded');
    case 'final-round':
      return t('bidLog.finalRound', { end: time(entry.endTo), count: String(entry.count ?? 0) });
    case 'offers-deleted':
      return entry.reason === 'retention'
        ? t('bidLog.deleted.retention', { count: String(entry.count ?? 0) })
        : t('bidLog.deleted.all', { count: String(entry.count ?? 0) });
    case 'end-extended':
      return t('bidLog.endExtended', { from: time(entry.endFrom), to: time(entry.endTo) });
    case 'end-changed':
      return t('bidLog.endChanged', { from: time(entry.endFrom), to: time(entry.endTo) });
    case 'settings-changed':
      return t('bidLog.settingsChanged');
    case 'procedure-set-up':
      return t('bidLog.setUp', { end: time(entry.endTo) });
  }
}

/**
 * The line that pins the log down: the last entry's hash, which any later change of the log no
 * longer matches (decision 0092). Empty for an empty log.
 */
export function bidLogHeadLine(entries: readonly { position: number; hash: string }[], t: BidLogTexts): string {
  const head = entries.reduce<{ position: number; hash: string } | null>(
    (last, entry) => (last === null || entry.position > last.position ? entry : last),
    null,
  );
  return head ? t('bidLog.head', { position: String(head.position), hash: head.hash }) : '';
}

export function bidLogLine(entry: BidLogEntry, t: BidLogTexts, language: Language): BidLogLine {
  const details =
    entry.kind === 'offer' && entry.terms
      ? offerDetails(entry.terms, t, language)
      : (entry.kind === 'offer-deleted' || entry.kind === 'offer-withdrawn' || entry.kind === 'awarded') &&
          entry.offeredAt
        ? [t('bidLog.offeredAt', { time: formatLogTime(entry.offeredAt, language) })]
        : entry.kind === 'final-round'
          ? [(entry.invited ?? []).map((number) => bidderLabel(number, t)).join(', ')]
          : entry.kind === 'procedure-set-up'
            ? // The settings as they started, on one line: the status and the procedure always, the
              // others only where they apply (a minimum, a step, an extension, verified offers only).
              [
                entry.changes
                  .filter((change) => settingApplies(change.setting, change.to, entry.changes))
                  .map(
                    (change) =>
                      `${t(SETTING_LABELS[change.setting])}: ${settingValue(change.setting, change.to, t, language)}`,
                  )
                  .join(' · '),
              ]
            : entry.changes.map(
                (change) =>
                  `${t(SETTING_LABELS[change.setting])}: ${settingValue(change.setting, change.from, t, language)} → ${settingValue(change.setting, change.to, t, language)}`,
              );
  return {
    time: formatLogTime(entry.at, language),
    bidder: entry.bidderNumber === null && entry.amount === null ? '' : bidderLabel(entry.bidderNumber, t),
    event: eventOf(entry, t, language),
    details,
    amount: entry.amount === null ? '' : formatLogAmount(entry.amount, language),
  };
}
