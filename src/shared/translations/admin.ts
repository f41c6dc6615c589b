import type { TranslationEntry } from './types';

/** Texts of the login screen and the admin back office. */
export const ADMIN_TRANSLATIONS: readonly TranslationEntry[] = [];
