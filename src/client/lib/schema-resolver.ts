import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form with a shared API schema: the form values are first turned into the request
 * body (strings to numbers, local date to ISO, ...) and the body is checked with the very schema
 * the server uses. Each issue is reported on the form field named by the first segment of its
 * path, so form field names must match the body's.
 */
export function schemaResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => unknown,
): Resolver<TValues> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
