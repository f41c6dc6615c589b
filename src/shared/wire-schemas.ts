import { z } from 'zod';

/** A timestamp: a Date on the server, an ISO 8601 string on the wire. */
export const timestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in a path. Anything else names nothing: the server answers 404 for it (never a 500). */
export const uuidParam = z.string().regex(UUID_PATTERN).meta({ format: 'uuid' });

/** Every error answer, and the answers that only report. */
export const messageSchema = z.object({ message: z.string() });

/** The path parameter of every endpoint that names one row by its uuid. */
export const idParams = z.object({ id: uuidParam });
