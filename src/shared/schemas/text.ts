import { z } from 'zod';

/** PostgreSQL text cannot hold NUL; refusing it here turns a would-be 500 into a clear 400. */
const noNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** A string bounded by max with no NUL byte. */
export function text(max: number) {
  return z.string().max(max).refine(noNul, NUL_MESSAGE);
}

/** A required string: trimmed content must not be empty. */
export function requiredText(max: number, message: string) {
  return z
    .string({ error: message })
    .max(max)
    .refine(noNul, NUL_MESSAGE)
    .refine((value) => value.trim().length > 0, message);
}
