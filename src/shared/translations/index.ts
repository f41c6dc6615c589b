import { ADMIN_TRANSLATIONS } from './admin';
import { BID_LOG_TRANSLATIONS } from '#shared/bid-log/texts.ts';
import { COMMON_TRANSLATIONS, SHARED_TRANSLATIONS } from './common';
import { MAIL_TRANSLATIONS } from '#shared/mail/texts.ts';
import { PUBLIC_SITE_TRANSLATIONS } from '#shared/site/public-site-texts.ts';
import { RECEIPT_TRANSLATIONS } from '#shared/receipts/texts.ts';
import { OFFER_REFUSAL_TRANSLATIONS } from '#shared/offers/refusal-texts.ts';
import { VERIFICATION_TRANSLATIONS } from '#shared/offers/verification-texts.ts';
import { SELLER_VIEW_TRANSLATIONS } from '#shared/seller-view/texts.ts';
import { ENTRY_CHECK_TRANSLATIONS } from '#shared/bid-log/entry-check-texts.ts';
import { MY_OFFERS_TRANSLATIONS } from '#shared/my-offers/texts.ts';
import { OFFER_ALERT_TRANSLATIONS } from '#shared/offer-alerts/texts.ts';
import { INVITATION_MAIL_TRANSLATIONS } from '#shared/accounts/mail-texts.ts';
import { DOCUMENT_ACCESS_MAIL_TRANSLATIONS } from '#shared/documents/access-texts.ts';
import { COMMISSION_TRANSLATIONS } from '#shared/documents/commission-texts.ts';
import { VIEWING_MAIL_TRANSLATIONS } from '#shared/viewings/mail-texts.ts';
import { VIEWING_TRANSLATIONS } from '#shared/viewings/texts.ts';
import { BIDDER_MESSAGE_TRANSLATIONS } from '#shared/bidder-messages/texts.ts';
import { BIDDER_MESSAGE_ADMIN_TRANSLATIONS } from '#shared/bidder-messages/admin-texts.ts';
import { AWARDED_PAGE_TRANSLATIONS, AWARDED_SELLER_TRANSLATIONS } from '#shared/award/texts.ts';
import { AWARD_ADMIN_TRANSLATIONS } from '#shared/award/admin-texts.ts';
import { FINAL_ROUND_BIDDER_TRANSLATIONS, FINAL_ROUND_PAGE_TRANSLATIONS } from '#shared/final-round/texts.ts';
import { FINAL_ROUND_ADMIN_TRANSLATIONS } from '#shared/final-round/admin-texts.ts';
import { IDENTIFICATION_TRANSLATIONS } from '#shared/identification/texts.ts';
import { IDENTIFICATION_ADMIN_TRANSLATIONS } from '#shared/identification/admin-texts.ts';
import { NOTARY_DOSSIER_ADMIN_TRANSLATIONS } from '#shared/notary-dossier/admin-texts.ts';
import { translationMaps, type TranslationEntry } from './types';

/** The complete built-in default set (server side and the admin seed button). */
export const DEFAULT_TRANSLATIONS = [
  ...COMMON_TRANSLATIONS,
  ...SHARED_TRANSLATIONS,
  ...PUBLIC_SITE_TRANSLATIONS,
  ...ADMIN_TRANSLATIONS,
  ...MAIL_TRANSLATIONS,
  ...RECEIPT_TRANSLATIONS,
  ...VERIFICATION_TRANSLATIONS,
  ...OFFER_REFUSAL_TRANSLATIONS,
  ...BID_LOG_TRANSLATIONS,
  ...SELLER_VIEW_TRANSLATIONS,
  ...ENTRY_CHECK_TRANSLATIONS,
  ...MY_OFFERS_TRANSLATIONS,
  ...OFFER_ALERT_TRANSLATIONS,
  ...INVITATION_MAIL_TRANSLATIONS,
  ...DOCUMENT_ACCESS_MAIL_TRANSLATIONS,
  ...COMMISSION_TRANSLATIONS,
  ...VIEWING_MAIL_TRANSLATIONS,
  ...VIEWING_TRANSLATIONS,
  ...BIDDER_MESSAGE_TRANSLATIONS,
  ...BIDDER_MESSAGE_ADMIN_TRANSLATIONS,
  ...AWARDED_PAGE_TRANSLATIONS,
  ...AWARDED_SELLER_TRANSLATIONS,
  ...AWARD_ADMIN_TRANSLATIONS,
  ...FINAL_ROUND_PAGE_TRANSLATIONS,
  ...FINAL_ROUND_BIDDER_TRANSLATIONS,
  ...FINAL_ROUND_ADMIN_TRANSLATIONS,
  ...IDENTIFICATION_TRANSLATIONS,
  ...IDENTIFICATION_ADMIN_TRANSLATIONS,
  ...NOTARY_DOSSIER_ADMIN_TRANSLATIONS,
] as const satisfies readonly TranslationEntry[];

type DefaultEntry = (typeof DEFAULT_TRANSLATIONS)[number];

/** Every key of the default set: t() takes nothing else, so a misspelt key does not compile. */
export type TranslationKey = DefaultEntry['key'];

/** The `{name}` placeholders of a text. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/**
 * Each key's German text, looked up by key: built once, where an Extract over every entry per key
 * grows with the square of the set and stops compiling past about 1,100 texts.
 */
type GermanTextOf = { [Entry in DefaultEntry as Entry['key']]: Entry['de'] };

/** The placeholders of a key's text (the same in all three languages, see translations.test.ts). */
export type PlaceholderOf<Key extends TranslationKey> = PlaceholdersOf<GermanTextOf[Key]>;

/** The keys whose texts have no placeholders: t(key) alone gives the whole text. */
export type PlainTranslationKey = {
  [Key in TranslationKey]: [PlaceholdersOf<GermanTextOf[Key]>] extends [never] ? Key : never;
}[TranslationKey];

/** The default set's texts of one language: the base of GET /api/translations/:language. */
export const defaultTranslationMap = translationMaps(DEFAULT_TRANSLATIONS);
