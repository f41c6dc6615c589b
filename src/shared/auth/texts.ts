import type { TranslationEntry } from '#shared/translations/types.ts';

/** Texts of the sign-in screen (keys under login.). */
export const AUTH_TRANSLATIONS = [
  { key: 'login.title', category: 'admin', de: 'Admin Anmeldung', en: 'Admin Login', fr: 'Connexion administrateur' },
  {
    key: 'login.subtitle',
    category: 'admin',
    de: 'Melden Sie sich an, um den Verwaltungsbereich zu öffnen.',
    en: 'Sign in to open the back office.',
    fr: "Connectez-vous pour accéder à l'espace d'administration.",
  },
  { key: 'login.username', category: 'admin', de: 'Benutzername', en: 'Username', fr: "Nom d'utilisateur" },
  { key: 'login.password', category: 'admin', de: 'Passwort', en: 'Password', fr: 'Mot de passe' },
  { key: 'login.submit', category: 'action', de: 'Anmelden', en: 'Sign in', fr: 'Se connecter' },
  { key: 'login.submitting', category: 'admin', de: 'Anmeldung läuft…', en: 'Signing in…', fr: 'Connexion en cours…' },
  {
    key: 'login.backToSite',
    category: 'navigation',
    de: 'Zurück zur Website',
    en: 'Back to the website',
    fr: 'Retour au site',
  },
  {
    key: 'login.failed',
    category: 'error',
    de: 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.',
    en: 'Invalid credentials. Please try again.',
    fr: 'Identifiants invalides. Veuillez réessayer.',
  },
  {
    key: 'login.code',
    category: 'admin',
    de: 'Bestätigungscode',
    en: 'Verification code',
    fr: 'Code de vérification',
  },
  {
    key: 'login.codeHint',
    category: 'admin',
    de: 'Der sechsstellige Code aus Ihrer Authenticator-App oder einer Ihrer Wiederherstellungscodes.',
    en: 'The six-digit code from your authenticator app, or one of your recovery codes.',
    fr: 'Le code à six chiffres de votre application d’authentification, ou l’un de vos codes de récupération.',
  },
  {
    key: 'login.codeInvalid',
    category: 'error',
    de: 'Der Code ist ungültig oder wurde bereits verwendet.',
    en: 'The code is invalid or has already been used.',
    fr: 'Le code est invalide ou a déjà été utilisé.',
  },
  {
    key: 'login.success',
    category: 'success',
    de: 'Erfolgreich angemeldet',
    en: 'Signed in successfully',
    fr: 'Connexion réussie',
  },
  {
    key: 'login.usernameRequired',
    category: 'validation',
    de: 'Benutzername ist erforderlich',
    en: 'Username is required',
    fr: "Le nom d'utilisateur est obligatoire",
  },
  {
    key: 'login.passwordRequired',
    category: 'validation',
    de: 'Passwort ist erforderlich',
    en: 'Password is required',
    fr: 'Le mot de passe est obligatoire',
  },
] as const satisfies readonly TranslationEntry[];
