import type { PlainTranslationKey } from '#shared/translations/index.ts';
import type { Translate } from './i18n';

/**
 * Translates the German validation messages of a shared schema: the message named `name` in
 * `messages` is looked up under `keys[name]`, so the translation set can hold it. The compiler
 * checks that every message has a key and that each key exists. Messages the schema does not
 * name pass through unchanged.
 */
export function schemaMessageTranslator<Name extends string>(
  messages: Readonly<Record<Name, string>>,
  keys: Readonly<Record<Name, PlainTranslationKey>>,
): (t: Translate, message: string | undefined) => string | undefined {
  const byMessage = new Map<string, PlainTranslationKey>();
  for (const name in messages) byMessage.set(messages[name], keys[name]);
  return (t, message) => {
    if (!message) return undefined;
    const key = byMessage.get(message);
    return key ? t(key) : message;
  };
}
