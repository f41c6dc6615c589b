import { PAGE_MESSAGES } from '../../../shared/schemas/page';
import { schemaMessageTranslator } from '../../lib/schema-message-translator';

/** Translates a validation message of the page schema; unknown messages pass through. */
export const translatePageMessage = schemaMessageTranslator(PAGE_MESSAGES, {
  slug: 'admin.pages.validation.slug',
  slugFormat: 'admin.pages.validation.slugFormat',
  title: 'admin.property.validation.title',
  content: 'admin.pages.validation.content',
});
