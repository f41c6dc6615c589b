import { PROPERTY_MESSAGES } from '../../../shared/schemas/property';
import type { Translate } from '../../lib/i18n';

/** The shared schema's German messages, keyed so the translation set can hold them. */
const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(PROPERTY_MESSAGES).map(([name, message]) => [message, `admin.property.validation.${name}`]),
);

/** Translates a validation message of the property schema; unknown messages pass through. */
export function translatePropertyMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(key, message) : message;
}
