import { ADMIN_FEEDBACK_TRANSLATIONS } from '#shared/accessibility/texts.ts';
import { AUTH_TRANSLATIONS } from '#shared/auth/texts.ts';
import { ADMIN_OVERVIEW_TRANSLATIONS } from '#shared/offers/admin-overview-texts.ts';
import { ADMIN_PROPERTY_TRANSLATIONS } from '#shared/properties/admin-texts.ts';
import { ADMIN_IMAGE_PANEL_TRANSLATIONS } from '#shared/images/admin-texts.ts';
import { ADMIN_DOCUMENT_PANEL_TRANSLATIONS } from '#shared/documents/admin-texts.ts';
import { ADMIN_VIEWING_PANEL_TRANSLATIONS } from '#shared/viewings/admin-texts.ts';
import { ADMIN_OFFER_TRANSLATIONS } from '#shared/offers/admin-texts.ts';
import { ADMIN_PAGE_TRANSLATIONS } from '#shared/pages/admin-texts.ts';
import { ADMIN_TRANSLATION_PANEL_TRANSLATIONS } from '#shared/translations/admin-texts.ts';
import { ADMIN_SHELL_TRANSLATIONS } from '#shared/translations/admin-shell-texts.ts';
import { ADMIN_LISTING_TRANSLATIONS } from '#shared/properties/admin-listing-texts.ts';
import { ADMIN_PROCEDURE_TRANSLATIONS } from '#shared/procedure/admin-texts.ts';
import { ADMIN_BID_LOG_TRANSLATIONS } from '#shared/bid-log/texts.ts';
import { ADMIN_SELLER_LINK_TRANSLATIONS } from '#shared/seller-view/texts.ts';
import { ADMIN_OFFER_TERMS_TRANSLATIONS } from '#shared/offers/offer-terms-texts.ts';
import { ADMIN_IMAGE_TRANSLATIONS } from '#shared/images/texts.ts';
import { ADMIN_MAIL_TRANSLATIONS } from '#shared/mail/admin-texts.ts';
import { ADMIN_AUDIT_TRANSLATIONS } from '#shared/audit/texts.ts';
import { ADMIN_PRIVACY_TRANSLATIONS } from '#shared/privacy/texts.ts';
import { ADMIN_LIVE_TRANSLATIONS } from '#shared/offers/admin-live-texts.ts';
import { ADMIN_VERIFICATION_TRANSLATIONS } from '#shared/offers/verification-texts.ts';
import { ADMIN_SESSION_TRANSLATIONS } from '#shared/auth/session-texts.ts';
import { ADMIN_SECOND_FACTOR_TRANSLATIONS } from '#shared/auth/second-factor-texts.ts';
import { TEAM_TRANSLATIONS } from '#shared/accounts/texts.ts';
import { ADMIN_PERSON_TRANSLATIONS } from '#shared/privacy/person-texts.ts';
import type { TranslationEntry } from './types';

/**
 * Texts of the login screen and the admin back office, in German, English and French.
 * The admin is shown in English; the parts that are German (sub-pages panel, new-property
 * modal, image and documents panels, some empty states and error toasts) are shown in German, so
 * for those the German value is the one on screen (decision 0031). Keys are prefixed login. and admin.
 */
export const ADMIN_TRANSLATIONS = [
  ...AUTH_TRANSLATIONS,
  ...ADMIN_OVERVIEW_TRANSLATIONS,
  ...ADMIN_PROPERTY_TRANSLATIONS,
  ...ADMIN_IMAGE_PANEL_TRANSLATIONS,
  ...ADMIN_DOCUMENT_PANEL_TRANSLATIONS,
  ...ADMIN_VIEWING_PANEL_TRANSLATIONS,
  ...ADMIN_OFFER_TRANSLATIONS,
  ...ADMIN_PAGE_TRANSLATIONS,
  ...ADMIN_TRANSLATION_PANEL_TRANSLATIONS,
  ...ADMIN_SHELL_TRANSLATIONS,
  ...ADMIN_LISTING_TRANSLATIONS,
  ...ADMIN_PROCEDURE_TRANSLATIONS,
  ...ADMIN_BID_LOG_TRANSLATIONS,
  ...ADMIN_SELLER_LINK_TRANSLATIONS,
  ...ADMIN_OFFER_TERMS_TRANSLATIONS,
  ...ADMIN_IMAGE_TRANSLATIONS,
  ...ADMIN_MAIL_TRANSLATIONS,
  ...ADMIN_AUDIT_TRANSLATIONS,
  ...ADMIN_PRIVACY_TRANSLATIONS,
  ...ADMIN_LIVE_TRANSLATIONS,
  ...ADMIN_VERIFICATION_TRANSLATIONS,
  ...ADMIN_SESSION_TRANSLATIONS,
  ...ADMIN_SECOND_FACTOR_TRANSLATIONS,
  ...ADMIN_FEEDBACK_TRANSLATIONS,
  ...TEAM_TRANSLATIONS,
  ...ADMIN_PERSON_TRANSLATIONS,
] as const satisfies readonly TranslationEntry[];
