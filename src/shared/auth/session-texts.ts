import type { TranslationEntry } from '#shared/translations/types.ts';

/** Texts of the admin's list of their own sessions (keys under admin.sessions.). */
export const ADMIN_SESSION_TRANSLATIONS = [
  { key: 'admin.sessions.open', category: 'admin', de: 'Sitzungen', en: 'Sessions', fr: 'Sessions' },
  {
    key: 'admin.sessions.title',
    category: 'admin',
    de: 'Wo Sie angemeldet sind',
    en: 'Where you are signed in',
    fr: 'Où vous êtes connecté',
  },
  {
    key: 'admin.sessions.description',
    category: 'admin',
    de: 'Jedes Gerät, auf dem dieses Konto angemeldet ist. Beenden Sie eine Sitzung, die Sie nicht kennen oder deren Gerät Sie nicht mehr nutzen: Es wird sofort abgemeldet.',
    en: 'Every device where this account is signed in. End a session you do not recognise, or one on a device you no longer use: it is signed out at once.',
    fr: 'Chaque appareil sur lequel ce compte est connecté. Mettez fin à une session que vous ne reconnaissez pas ou à celle d’un appareil que vous n’utilisez plus : il est déconnecté aussitôt.',
  },
  { key: 'admin.sessions.current', category: 'admin', de: 'Dieses Gerät', en: 'This device', fr: 'Cet appareil' },
  {
    key: 'admin.sessions.unknownDevice',
    category: 'admin',
    de: 'Unbekanntes Gerät',
    en: 'Unknown device',
    fr: 'Appareil inconnu',
  },
  {
    key: 'admin.sessions.times',
    category: 'admin',
    de: 'Angemeldet {signedIn} · zuletzt aktiv {lastSeen}',
    en: 'Signed in {signedIn} · last active {lastSeen}',
    fr: 'Connecté le {signedIn} · dernière activité {lastSeen}',
  },
  { key: 'admin.sessions.end', category: 'action', de: 'Beenden', en: 'End', fr: 'Terminer' },
  {
    key: 'admin.sessions.endLabel',
    category: 'action',
    de: 'Sitzung auf {device} beenden',
    en: 'End the session on {device}',
    fr: 'Terminer la session sur {device}',
  },
  {
    key: 'admin.sessions.ended',
    category: 'success',
    de: 'Die Sitzung wurde beendet; das Gerät ist abgemeldet.',
    en: 'The session was ended; that device is signed out.',
    fr: 'La session a été terminée ; cet appareil est déconnecté.',
  },
  {
    key: 'admin.sessions.endFailed',
    category: 'error',
    de: 'Die Sitzung konnte nicht beendet werden',
    en: 'The session could not be ended',
    fr: 'La session n’a pas pu être terminée',
  },
  {
    key: 'admin.sessions.loadFailed',
    category: 'error',
    de: 'Die Sitzungen konnten nicht geladen werden.',
    en: 'The sessions could not be loaded.',
    fr: 'Les sessions n’ont pas pu être chargées.',
  },
] as const satisfies readonly TranslationEntry[];
