import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { oneFileLimits, receiveOneFile, UploadRefused } from '../api/one-file-upload';
import { OFFER_TERMS_LIMITS, PROOF_UPLOAD_FIELD } from '#shared/offers/offer-terms.ts';
import {
  proofImageIsReadable,
  purgeUnattachedDocuments,
  sanitizeFileName,
  sniffProofMediaType,
} from './offer-documents';
import { storeWithinQuota, type UploadQuota } from './upload-quota';

/** The upload's refusals; written for the person at the screen (the form translates the statuses). */
const PROOF_UPLOAD_MESSAGES = {
  notMultipart: `Send the proof of funds as multipart/form-data with one file in the field "${PROOF_UPLOAD_FIELD}".`,
  none: `No file in the field "${PROOF_UPLOAD_FIELD}".`,
  tooMany: 'Send one proof of funds per upload.',
  tooLarge: 'The proof of funds may be at most 10 MB.',
  empty: 'The file is empty.',
  type: 'The proof of funds must be a PDF, JPEG or PNG file.',
  malformed: 'The upload could not be read. Please try again.',
  damaged: 'The image is damaged or larger than 40 megapixels. Please choose another file.',
  clientQuota: 'Too many files were uploaded from this address in the last hour. Please try again later.',
  overallQuota: 'Too many files were uploaded in the last hour. Please try again later.',
} as const;

const PURGE_EVERY_MS = 5 * 60 * 1000;

/** Only the file: text fields are few and small, and a second file is refused. */
const LIMITS = oneFileLimits(OFFER_TERMS_LIMITS.proofBytes);

/** A refusal may come before the body was read: closing stops the client sending the rest. */
function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).header('Connection', 'close').send({ message });
}

/**
 * POST /api/offer-documents: a visitor's proof of funds, before the offer that names it (decision
 * 0070). Public like the offer itself (no session, no cookie): what keeps it from filling the
 * database is the limit of requests per address, the hourly quotas of bytes per client and for
 * everyone, and the removal of uploads no offer took within the hour (decision 99).
 */
export default async function offerDocumentRoutes(
  app: FastifyInstance,
  options: { rateLimit?: { max: number; timeWindow: number }; quota: UploadQuota },
) {
  // Multipart parsing exists only in this scope.
  await app.register(multipart, { limits: LIMITS });

  // Uploads no offer took within their hour go a few minutes later (on every instance: deleting
  // twice is harmless), so a stranger's files do not sit in the database for a day.
  const purge = () =>
    purgeUnattachedDocuments(app.db).then(
      (deleted) => deleted > 0 && app.log.info({ deleted }, 'unattached uploads purged'),
      (error: unknown) => app.log.warn({ err: error }, 'purging unattached uploads failed'),
    );
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await purge();
  });
  app.addHook('onClose', async () => clearInterval(timer));

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
        file = await receiveOneFile(request.parts(), PROOF_UPLOAD_FIELD, PROOF_UPLOAD_MESSAGES);
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(reply, error.statusCode, error.message);
        throw error;
      }
      if (file.data.byteLength === 0) return refuse(reply, 400, PROOF_UPLOAD_MESSAGES.empty);
      const mediaType = sniffProofMediaType(file.data);
      if (!mediaType) return refuse(reply, 415, PROOF_UPLOAD_MESSAGES.type);
      if (!(await proofImageIsReadable(file.data, mediaType))) {
        return refuse(reply, 422, PROOF_UPLOAD_MESSAGES.damaged);
      }
      const result = await storeWithinQuota(app.db, options.quota, {
        content: file.data,
        fileName: sanitizeFileName(file.name, mediaType),
        mediaType,
        uploaderKey: request.clientKey,
      });
      if ('refused' in result) {
        request.log.warn({ quota: result.refused }, 'upload over the hourly quota');
        const message =
          result.refused === 'client' ? PROOF_UPLOAD_MESSAGES.clientQuota : PROOF_UPLOAD_MESSAGES.overallQuota;
        return reply.code(429).header('Retry-After', String(result.retryAfterSeconds)).send({ message });
      }
      const { stored } = result;
      request.log.info({ documentId: stored.id, sizeBytes: stored.sizeBytes }, 'proof of funds uploaded');
      return reply.code(201).send(stored);
    },
    { config: options.rateLimit ? { rateLimit: options.rateLimit } : {} },
  );
}
