import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IDENTIFICATION_LIMITS, IDENTIFICATION_UPLOAD_FIELD } from '#shared/identification/rules.ts';
import { endpointRoute } from '../api/endpoint-route';
import { oneFileLimits, receiveOneFile, UploadRefused } from '../api/one-file-upload';
import { privateAnswer } from '../api/private-answer';
import { perAddressLimit } from '../limits/per-address-limit';
import type { BidderKeys } from '../my-offers/bidder-keys';
import { proofImageIsReadable, sanitizeFileName, sniffProofMediaType } from '../offers/offer-documents';
import type { IdentificationKeys } from './identification-keys';
import { buyerMayWrite, storeIdentificationFile, submitIdentification, type BuyerOutcome } from './identification';

const MESSAGES = {
  notMultipart: `Send the file as multipart/form-data with one file in the field "${IDENTIFICATION_UPLOAD_FIELD}".`,
  none: `No file in the field "${IDENTIFICATION_UPLOAD_FIELD}".`,
  tooMany: 'Send one file per upload.',
  tooLarge: 'A file may be at most 10 MB.',
  empty: 'The file is empty.',
  type: 'The file must be a PDF, JPEG or PNG file.',
  damaged: 'The image is damaged or larger than 40 megapixels. Please choose another file.',
  malformed: 'The upload could not be read. Please try again.',
  notAwarded: 'Only the buyer the property was awarded to gives an identification.',
  confirmed: 'Your identification has been checked already: nothing more is needed.',
  otherKey: 'Your identification cannot be changed at the moment. Please contact the agent.',
  missing: {
    document: 'Upload the photo or scan of your ID document first.',
    register: 'Upload the extract from the transparency register first.',
  },
} as const;

/** A refusal before the body was read: closing stops the client sending the rest. */
const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).header('Connection', 'close').send({ message });

const REFUSAL_MESSAGES = {
  'not-awarded': MESSAGES.notAwarded,
  confirmed: MESSAGES.confirmed,
  'other-key': MESSAGES.otherKey,
} as const;

/** A refusal; before the body was read (an upload), the connection closes so the rest is not sent. */
function refuseOutcome(
  reply: FastifyReply,
  outcome: Exclude<BuyerOutcome<unknown>, { kind: 'ok' }>,
  log: FastifyReply['log'],
) {
  if (outcome.kind === 'not-found') return reply.notFound();
  // The identification was sealed under another key: the operator's matter, not the buyer's.
  if (outcome.kind === 'other-key') log.error('identification sealed under another key: SECRETS_KEY differs');
  return reply.code(409).send({ message: REFUSAL_MESSAGES[outcome.kind], reason: outcome.kind });
}

/**
 * The awarded buyer's identification through their own page (decision 0139): the token is the
 * only credential, and only the awarded offer's token may write. The files come one at a time,
 * before the details that need them.
 */
export default async function identificationBuyerRoutes(
  app: FastifyInstance,
  { keys, identificationKeys }: { keys: BidderKeys; identificationKeys: IdentificationKeys },
) {
  await app.register(multipart, { limits: oneFileLimits(IDENTIFICATION_LIMITS.fileBytes) });
  const limit = await perAddressLimit(app, 'Too many requests from this address.');
  const limited = limit ? { rateLimit: limit } : {};

  endpointRoute(
    app,
    'uploadIdentificationFile',
    async (request, reply) => {
      privateAnswer(reply);
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return refuse(reply, 403, 'Uploads are only taken from this site.');
      }
      const offerId = keys.offerIdOf(request.params.token);
      if (!offerId) return reply.header('Connection', 'close').notFound();
      // Any other link is refused before 10 MB are read and decoded.
      const allowed = await buyerMayWrite(app.db, identificationKeys, offerId);
      if (allowed.kind !== 'ok') return refuseOutcome(reply.header('Connection', 'close'), allowed, request.log);
      if (!request.isMultipart()) return refuse(reply, 400, MESSAGES.notMultipart);
      let file;
      try {
        file = await receiveOneFile(request.parts(), IDENTIFICATION_UPLOAD_FIELD, MESSAGES);
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(reply, error.statusCode, error.message);
        throw error;
      }
      if (file.data.byteLength === 0) return reply.code(400).send({ message: MESSAGES.empty });
      const mediaType = sniffProofMediaType(file.data);
      if (!mediaType) return reply.code(415).send({ message: MESSAGES.type });
      if (!(await proofImageIsReadable(file.data, mediaType)))
        return reply.code(422).send({ message: MESSAGES.damaged });
      const { kind } = request.params;
      const stored = {
        data: file.data,
        name: sanitizeFileName(file.name, mediaType, kind === 'document' ? 'ausweis' : 'transparenzregister'),
        mediaType,
      };
      const outcome = await storeIdentificationFile(app.db, identificationKeys, offerId, kind, stored);
      if (outcome.kind !== 'ok') return refuseOutcome(reply, outcome, request.log);
      request.log.info({ offerId, kind, sizeBytes: file.data.byteLength }, 'identification file stored');
      return reply.code(201).send({ kind, name: stored.name, mediaType, byteSize: file.data.byteLength });
    },
    { config: limited },
  );

  endpointRoute(
    app,
    'submitIdentification',
    async (request, reply) => {
      privateAnswer(reply);
      const offerId = keys.offerIdOf(request.params.token);
      if (!offerId) return reply.notFound();
      const outcome = await submitIdentification(app.db, identificationKeys, offerId, request.body);
      if (outcome.kind === 'missing-file') {
        return reply.code(422).send({ message: MESSAGES.missing[outcome.file], reason: `missing-${outcome.file}` });
      }
      if (outcome.kind !== 'ok') return refuseOutcome(reply, outcome, request.log);
      request.log.info({ offerId }, 'identification submitted');
      return { submittedAt: outcome.value };
    },
    { config: limited },
  );
}
