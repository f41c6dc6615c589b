import { z } from 'zod';

/** PostgreSQL text cannot hold NUL; refusing it here turns a would-be 500 into a clear 400. */
const noNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return; U+FFFE,
 * U+FFFF; surrogates that are not part of a pair — in unicode mode a pair is one code point and does
 * not match). A spreadsheet or an e-mail cannot carry them, so no text field accepts them.
 * NUL has its own check and message above.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is refused.
const XML_FORBIDDEN = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/u;
const XML_FORBIDDEN_ALL = new RegExp(XML_FORBIDDEN.source, 'gu');
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';
export const noXmlForbidden = (value: string) => !XML_FORBIDDEN.test(value);

/** The text without what XML forbids, for writing rows stored before the check existed. */
export function withoutXmlForbidden(value: string): string {
  return value.replace(XML_FORBIDDEN_ALL, '').replaceAll('\u0000', '');
}

/** A string bounded by max with no NUL byte and nothing XML forbids. */
export function text(max: number) {
  return z.string().max(max).refine(noNul, NUL_MESSAGE).refine(noXmlForbidden, CONTROL_CHARACTER_MESSAGE);
}

/** A required string: trimmed content must not be empty. */
export function requiredText(max: number, message: string) {
  return z
    .string({ error: message })
    .max(max)
    .refine(noNul, NUL_MESSAGE)
    .refine(noXmlForbidden, CONTROL_CHARACTER_MESSAGE)
    .refine((value) => value.trim().length > 0, message);
}
