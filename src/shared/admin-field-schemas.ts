import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, NUL_MESSAGE, noXmlForbidden, text } from './text-schemas';

/**
 * Field helpers shared by the admin forms (properties, pages, translations).
 * Optional texts are nullable; an empty or whitespace-only value means "not set" and becomes null,
 * so the public fallback to the German base field applies.
 */
export function optionalText(max: number) {
  return z
    .union([text(max), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value));
}

/**
 * A whole number sent as a JSON number or a plain digit string (form inputs give strings).
 * Signs, decimals, exponents and "Infinity" are refused; no loose coercion.
 */
export function wholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,9}$/, message)], {
      error: message,
    })
    .transform((value) => Number(value))
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** A list of short texts; empty or whitespace-only entries are dropped, the rest trimmed. */
export function textList(maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string()
        .max(maxLength)
        .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
        .refine(noXmlForbidden, CONTROL_CHARACTER_MESSAGE),
    )
    .max(maxItems)
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''));
}
