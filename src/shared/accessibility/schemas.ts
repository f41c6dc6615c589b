import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { requiredLine, requiredText } from '#shared/text-schemas.ts';
import { messageKey } from '#shared/translations/message-key.ts';
import { languageSchema } from '#shared/translations/schemas.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';

/** The content page that holds the accessibility statement and, below it, the feedback form. */
export const ACCESSIBILITY_PAGE_SLUG = 'barrierefreiheit';

export const FEEDBACK_LIMITS = { message: 2_000, name: LIMITS.offerName, page: 300 } as const;

const LINE_MESSAGE = messageKey('feedback.validation.line');
const EMAIL_MESSAGE = messageKey('feedback.validation.email');

/** An optional line: empty (or only spaces) is none. */
function optionalLine(max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    requiredLine(max, { required: message, tooLong: message, notOneLine: message })
      .transform((value) => value.trim())
      .optional(),
  );
}

/**
 * POST /api/accessibility-feedback: a barrier someone met, in their words. Only the description is
 * required; a name and an e-mail address are there for a reply, the page for where it happened.
 */
export const feedbackBodySchema = z.object({
  message: requiredText(FEEDBACK_LIMITS.message, messageKey('feedback.validation.message'))
    .max(FEEDBACK_LIMITS.message, messageKey('feedback.validation.message'))
    .transform((value) => value.trim()),
  name: optionalLine(FEEDBACK_LIMITS.name, LINE_MESSAGE),
  email: optionalLine(LIMITS.offerEmail, EMAIL_MESSAGE).pipe(z.email({ error: EMAIL_MESSAGE }).optional()),
  page: optionalLine(FEEDBACK_LIMITS.page, LINE_MESSAGE),
  /** The language the form was shown in: the one to reply in. */
  language: languageSchema,
});
export type FeedbackBody = z.output<typeof feedbackBodySchema>;

/** A feedback as the admin lists it, newest first. */
export const feedbackSchema = z.object({
  id: z.uuid(),
  createdAt: timestampSchema,
  language: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  page: z.string().nullable(),
  message: z.string(),
});
export type Feedback = z.input<typeof feedbackSchema>;
