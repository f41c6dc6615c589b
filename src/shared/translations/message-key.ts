import type { PlainTranslationKey } from './index';

/**
 * A shared schema's validation message is the key of its text in the translation set, where its
 * German, English and French live: the client shows `t(key)` in the form's language, the server
 * answers with the German text (german-message.ts). This only checks, at compile time, that the
 * key exists and has no placeholders; it imports types only, so a schema stays free of the texts.
 */
export function messageKey<Key extends PlainTranslationKey>(key: Key): Key {
  return key;
}
