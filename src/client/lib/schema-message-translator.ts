import type { Translate } from './i18n';

/**
 * Translates the German validation messages of a shared schema: the message named `name` in
 * `messages` is looked up under `${keyPrefix}.${name}`, so the translation set can hold it.
 * Messages the schema does not name pass through unchanged.
 */
export function schemaMessageTranslator(
  messages: Readonly<Record<string, string>>,
  keyPrefix: string,
): (t: Translate, message: string | undefined) => string | undefined {
  const keys: Record<string, string> = Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [message, `${keyPrefix}.${name}`]),
  );
  return (t, message) => {
    if (!message) return undefined;
    const key = keys[message];
    return key ? t(key, message) : message;
  };
}
