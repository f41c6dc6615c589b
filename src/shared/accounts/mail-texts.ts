import type { TranslationEntry } from '#shared/translations/types.ts';

/** The mail that carries an invitation to the team (decision 0119), in the language the owner chose. */
export const INVITATION_MAIL_TRANSLATIONS = [
  {
    key: 'mail.invitation.subject',
    category: 'admin',
    de: 'Einladung in den Verwaltungsbereich von {company}',
    en: 'Your invitation to the back office of {company}',
    fr: 'Votre invitation à l’espace d’administration de {company}',
  },
  {
    key: 'mail.invitation.text',
    category: 'admin',
    de: '{inviter} lädt Sie in das Team ein, mit der Rolle „{role}“. Wählen Sie über den Link unten Ihren Benutzernamen und Ihr Passwort. Der Link gilt einmal, bis {expires}.',
    en: '{inviter} invites you to join the team as “{role}”. Choose your username and password with the link below. The link works once, until {expires}.',
    fr: '{inviter} vous invite à rejoindre l’équipe avec le rôle « {role} ». Choisissez votre nom d’utilisateur et votre mot de passe grâce au lien ci-dessous. Le lien fonctionne une fois, jusqu’au {expires}.',
  },
  {
    key: 'mail.invitation.accept',
    category: 'admin',
    de: 'Einladung annehmen',
    en: 'Accept the invitation',
    fr: 'Accepter l’invitation',
  },
  {
    key: 'mail.invitation.unexpected',
    category: 'admin',
    de: 'Sie haben diese Einladung nicht erwartet? Dann ignorieren Sie diese E-Mail: Ohne den Link kann niemand sie nutzen.',
    en: 'Not expecting this invitation? Ignore this mail: without the link nobody can use it.',
    fr: 'Vous n’attendiez pas cette invitation ? Ignorez cet e-mail : sans le lien, personne ne peut l’utiliser.',
  },
] as const satisfies readonly TranslationEntry[];
