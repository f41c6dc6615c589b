import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { requiredLine } from '#shared/text-schemas.ts';

/**
 * A visitor's name and e-mail address as the property page's forms take them (the documents'
 * gate, a viewing booking): one message per field, the name trimmed, the address in lower case
 * (how it is stored and compared).
 */
export const visitorName = (message: string) =>
  requiredLine(LIMITS.offerName, { required: message, tooLong: message, notOneLine: message }).transform((value) =>
    value.trim(),
  );

export const visitorEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(LIMITS.offerEmail, message)
    .pipe(z.email({ error: message }))
    .transform((value) => value.toLowerCase());
