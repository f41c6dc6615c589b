import type { FieldErrors } from 'react-hook-form';
import { PROPERTY_MESSAGES } from '../../../shared/schemas/property';
import type { Translate } from '../../lib/i18n';
import { schemaMessageTranslator } from '../../lib/schema-message-translator';

/** Translates a validation message of the property schema; unknown messages pass through. */
const translatePropertyMessage = schemaMessageTranslator(PROPERTY_MESSAGES, 'admin.property.validation');

/** A property form's errors by field name ('title', 'titleEn', …), translated for display. */
export function propertyFieldErrors(t: Translate, errors: FieldErrors): (field: string) => string | undefined {
  const byName = errors as Record<string, { message?: string } | undefined>;
  return (field) => translatePropertyMessage(t, byName[field]?.message);
}
