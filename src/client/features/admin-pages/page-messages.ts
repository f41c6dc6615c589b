import { PAGE_MESSAGES } from '#shared/pages/schemas.ts';
import { schemaMessageTranslator } from '#client/lib/schema-message-translator.ts';

/** Translates a validation message of the page schema; unknown messages pass through. */
export const translatePageMessage = schemaMessageTranslator(PAGE_MESSAGES, {
  slug: 'admin.pages.validation.slug',
  slugFormat: 'admin.pages.validation.slugFormat',
  title: 'admin.property.validation.title',
  content: 'admin.pages.validation.content',
});
