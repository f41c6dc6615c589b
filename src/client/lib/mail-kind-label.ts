import type { Translate } from './i18n';

/** What a mail of the outbox is, in the admin's words (its kinds: server/mail/mail-kinds.ts). */
export function mailKindLabel(t: Translate, kind: string): string {
  if (kind === 'offer-notification') return t('admin.mail.kind.notification');
  if (kind === 'withdrawal-notification') return t('admin.mail.kind.withdrawal');
  if (kind === 'account-invitation') return t('admin.mail.kind.invitation');
  if (kind.startsWith('alert-')) return t('admin.mail.kind.alert');
  if (kind === 'bidder-message') return t('admin.mail.kind.letter');
  if (kind.startsWith('document-')) return t('admin.mail.kind.documents');
  if (kind.startsWith('viewing-')) return t('admin.mail.kind.viewing');
  if (kind === 'notary-dossier') return t('admin.mail.kind.notary');
  return t('admin.mail.kind.confirmation');
}

/** Whether a mail went to a bidder, whose person page it can lead to. */
export const isBidderMail = (kind: string) =>
  kind === 'offer-confirmation' || kind === 'bidder-message' || kind.startsWith('alert-');
