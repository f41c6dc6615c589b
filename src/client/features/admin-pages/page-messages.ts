import { PAGE_MESSAGES } from '../../../shared/schemas/page';
import type { Translate } from '../../lib/i18n';

const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(PAGE_MESSAGES).map(([name, message]) => [message, `admin.pages.validation.${name}`]),
);

/** Translates a validation message of the page schema; unknown messages pass through. */
export function translatePageMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(key, message) : message;
}
