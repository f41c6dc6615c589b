import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { OFFER_TERMS_LIMITS, PROOF_UPLOAD_FIELD } from '#shared/offers/offer-terms.ts';
import { sanitizeFileName, sniffProofMediaType, storeOfferDocument } from './offer-documents';

/** The upload's refusals; written for the person at the screen (the form translates the statuses). */
const PROOF_UPLOAD_MESSAGES = {
  notMultipart: `Send the proof of funds as multipart/form-data with one file in the field "${PROOF_UPLOAD_FIELD}".`,
  none: `No file in the field "${PROOF_UPLOAD_FIELD}".`,
  tooMany: 'Send one proof of funds per upload.',
  tooLarge: 'The proof of funds may be at most 10 MB.',
  empty: 'The file is empty.',
  type: 'The proof of funds must be a PDF, JPEG or PNG file.',
  malformed: 'The upload could not be read. Please try again.',
} as const;

class Refused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Only the file: text fields are few and small, and a second file is refused. */
const LIMITS = {
  fileSize: OFFER_TERMS_LIMITS.proofBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 50,
} as const;

function refusalOfParser(error: unknown): Refused {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new Refused(413, PROOF_UPLOAD_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return new Refused(400, PROOF_UPLOAD_MESSAGES.tooMany);
    default:
      return new Refused(400, PROOF_UPLOAD_MESSAGES.malformed);
  }
}

/** Reads the one file of the field (the bytes held in memory: at most 10 MB). */
async function receiveFile(parts: AsyncIterableIterator<Multipart>): Promise<{ data: Buffer; name: string }> {
  let file: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname !== PROOF_UPLOAD_FIELD) continue;
      file = { data, name: part.filename };
    }
  } catch (error) {
    throw refusalOfParser(error);
  }
  if (!file) throw new Refused(400, PROOF_UPLOAD_MESSAGES.none);
  return file;
}

/** A refusal may come before the body was read: closing stops the client sending the rest. */
function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).header('Connection', 'close').send({ message });
}

/**
 * POST /api/offer-documents: a visitor's proof of funds, before the offer that names it (decision
 * 0070). Public like the offer itself (no session, no cookie): what keeps it from filling the
 * database is the offer's limit per address and the daily removal of uploads no offer took.
 */
export default async function offerDocumentRoutes(
  app: FastifyInstance,
  options: { rateLimit?: { max: number; timeWindow: number } },
) {
  // Multipart parsing exists only in this scope.
  await app.register(multipart, { limits: LIMITS });

  endpointRoute(
    app,
    'uploadOfferDocument',
    async (request, reply) => {
      // A form on another site may post multipart here; a browser says so, and nothing is stored.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return refuse(reply, 403, 'Uploads are only taken from this site.');
      }
      if (!request.isMultipart()) return refuse(reply, 400, PROOF_UPLOAD_MESSAGES.notMultipart);
      let file;
      try {
        file = await receiveFile(request.parts());
      } catch (error) {
        if (error instanceof Refused) return refuse(reply, error.statusCode, error.message);
        throw error;
      }
      if (file.data.byteLength === 0) return refuse(reply, 400, PROOF_UPLOAD_MESSAGES.empty);
      const mediaType = sniffProofMediaType(file.data);
      if (!mediaType) return refuse(reply, 415, PROOF_UPLOAD_MESSAGES.type);
      const stored = await storeOfferDocument(app.db, {
        content: file.data,
        fileName: sanitizeFileName(file.name, mediaType),
        mediaType,
      });
      request.log.info({ documentId: stored.id, sizeBytes: stored.sizeBytes }, 'proof of funds uploaded');
      return reply.code(201).send(stored);
    },
    { config: options.rateLimit ? { rateLimit: options.rateLimit } : {} },
  );
}
