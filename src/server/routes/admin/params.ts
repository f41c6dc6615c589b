import { z } from 'zod';

/** Any string is accepted here; handlers answer 404 for anything that is not a uuid (never a 500). */
export const idParamsSchema = z.object({ id: z.string() });
