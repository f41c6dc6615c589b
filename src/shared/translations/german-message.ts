import { defaultTranslationMap } from './index';

/**
 * A schema's message as the API answers it: a translation key (message-key.ts) becomes its
 * built-in German text, the language of the API's messages for people; zod's own messages and
 * other plain texts stay as they are.
 */
export function germanMessage(message: string): string {
  return defaultTranslationMap('de')[message] ?? message;
}
