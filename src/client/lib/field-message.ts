import type { PlainTranslationKey } from '#shared/translations/index.ts';
import type { Translate } from './i18n';

/**
 * A form field's message in the form's language. The shared schemas' messages are keys of the
 * translation set (`messageKey`, src/shared/translations/message-key.ts), so they are looked up
 * like any text; a message that is no key (zod's own) has no entry and shows as it is.
 */
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  return message ? t(message as PlainTranslationKey) : undefined;
}
