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

/**
 * What a line of text never holds: line breaks and every other control character (C0, DEL, C1,
 * the Unicode line and paragraph separators) and the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069). A name with a line break forges lines in an e-mail or a
 * PDF; one with U+202E shows reversed in the admin.
 */
// eslint-disable-next-line no-control-regex -- these characters are exactly what is refused.
const NOT_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const inOneLine = (value: string) => !NOT_IN_A_LINE.test(value);

interface LineMessages {
  /** Empty, or not a string at all. */
  required: string;
  tooLong: string;
  /** A line break, a control or a bidirectional override character. */
  notOneLine: string;
}

/**
 * A required single line (a name, a phone number, a title, a label): trimmed content must not be
 * empty, at most `max` characters, nothing from NOT_IN_A_LINE. Each refusal has its own message.
 */
export function requiredLine(max: number, messages: LineMessages) {
  return z
    .string({ error: messages.required })
    .max(max, messages.tooLong)
    .refine(inOneLine, messages.notOneLine)
    .refine(noXmlForbidden, messages.notOneLine)
    .refine((value) => value.trim().length > 0, messages.required);
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
