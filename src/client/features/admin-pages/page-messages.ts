import { PAGE_MESSAGES } from '../../../shared/schemas/page';
import { schemaMessageTranslator } from '../../lib/schema-message-translator';

/** Translates a validation message of the page schema; unknown messages pass through. */
export const translatePageMessage = schemaMessageTranslator(PAGE_MESSAGES, 'admin.pages.validation');
