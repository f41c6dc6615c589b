import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * Verified bidders (decision 0072): the link in the bidder's confirmation mail and the page it
 * opens (rendered on the server, in the visitor's language).
 */
export const VERIFICATION_TRANSLATIONS = [
  {
    key: 'mail.confirmation.verify',
    category: 'offer',
    de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Angebot als geprüft führen können:',
    en: 'Please confirm your e-mail address so that we can treat your offer as verified:',
    fr: 'Veuillez confirmer votre adresse e-mail afin que nous puissions considérer votre offre comme vérifiée :',
  },
  {
    key: 'mail.confirmation.verifyLink',
    category: 'offer',
    de: 'E-Mail-Adresse bestätigen',
    en: 'Confirm e-mail address',
    fr: 'Confirmer l’adresse e-mail',
  },
  {
    key: 'mail.confirmation.verifyExpiry',
    category: 'offer',
    de: 'Der Link ist {days} Tage gültig und kann einmal verwendet werden.',
    en: 'The link is valid for {days} days and can be used once.',
    fr: 'Le lien est valable {days} jours et ne peut être utilisé qu’une seule fois.',
  },
  {
    key: 'verify.title',
    category: 'offer',
    de: 'E-Mail-Adresse bestätigen',
    en: 'Confirm your e-mail address',
    fr: 'Confirmez votre adresse e-mail',
  },
  {
    key: 'verify.intro',
    category: 'offer',
    de: 'Ihre Bestätigung wird übermittelt. Falls nichts geschieht, klicken Sie bitte auf die Schaltfläche.',
    en: 'Your confirmation is being sent. If nothing happens, please click the button.',
    fr: 'Votre confirmation est en cours d’envoi. Si rien ne se passe, veuillez cliquer sur le bouton.',
  },
  {
    key: 'verify.button',
    category: 'action',
    de: 'Jetzt bestätigen',
    en: 'Confirm now',
    fr: 'Confirmer maintenant',
  },
  {
    key: 'verify.done.title',
    category: 'success',
    de: 'E-Mail-Adresse bestätigt',
    en: 'E-mail address verified',
    fr: 'Adresse e-mail vérifiée',
  },
  {
    key: 'verify.done.text',
    category: 'success',
    de: 'Vielen Dank. Ihr Angebot ist jetzt als geprüft vermerkt. Sie müssen nichts weiter tun.',
    en: 'Thank you. Your offer is now marked as verified. There is nothing else you need to do.',
    fr: 'Merci. Votre offre est désormais marquée comme vérifiée. Vous n’avez rien d’autre à faire.',
  },
  {
    key: 'verify.failed.title',
    category: 'error',
    de: 'Link abgelaufen oder bereits verwendet',
    en: 'Link expired or already used',
    fr: 'Lien expiré ou déjà utilisé',
  },
  {
    key: 'verify.failed.text',
    category: 'error',
    de: 'Dieser Bestätigungslink ist nicht mehr gültig. Wenn Sie Ihre Adresse bereits bestätigt haben, ist alles in Ordnung. Andernfalls wenden Sie sich bitte an uns.',
    en: 'This confirmation link is no longer valid. If you have already confirmed your address, all is well. Otherwise, please contact us.',
    fr: 'Ce lien de confirmation n’est plus valable. Si vous avez déjà confirmé votre adresse, tout est en ordre. Sinon, veuillez nous contacter.',
  },
  {
    key: 'verify.home',
    category: 'navigation',
    de: 'Zur Immobilie',
    en: 'To the property',
    fr: 'Vers le bien',
  },
] as const satisfies readonly TranslationEntry[];

/** The admin's texts: the procedure setting and the marking of unverified offers. */
export const ADMIN_VERIFICATION_TRANSLATIONS = [
  {
    key: 'admin.procedure.verifiedOffersOnly',
    category: 'admin',
    de: 'Nur bestätigte Angebote zählen für den öffentlichen Stand',
    en: 'Only verified offers count for the public standing',
    fr: 'Seules les offres vérifiées comptent pour l’état public',
  },
  {
    key: 'admin.procedure.verifiedOffersOnlyHint',
    category: 'admin',
    de: 'Nur im offenen Verfahren: Höchstgebot und Anzahl zeigen nur Angebote, deren E-Mail-Adresse bestätigt wurde. Die Mindeststeigerung gilt ab dem höchsten bestätigten Angebot.',
    en: 'Open procedure only: the highest offer and the count include only offers whose e-mail address was confirmed. The minimum step is measured from the highest verified offer.',
    fr: 'Procédure ouverte uniquement : l’offre la plus élevée et le nombre n’incluent que les offres dont l’adresse e-mail a été confirmée. La surenchère minimale part de l’offre vérifiée la plus élevée.',
  },
  {
    key: 'admin.offers.unverified',
    category: 'admin',
    de: 'E-Mail nicht bestätigt',
    en: 'E-mail not verified',
    fr: 'E-mail non vérifié',
  },
  {
    key: 'admin.offers.unverifiedHint',
    category: 'admin',
    de: 'Der Bieter hat den Link in seiner Bestätigungs-E-Mail noch nicht geöffnet.',
    en: 'The bidder has not yet opened the link in their confirmation e-mail.',
    fr: 'L’enchérisseur n’a pas encore ouvert le lien de son e-mail de confirmation.',
  },
] as const satisfies readonly TranslationEntry[];
