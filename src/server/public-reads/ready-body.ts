import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markRepresentation } from '../plugins/security';
import type { PublicTopic } from './public-read-cache';

/**
 * An answer serialized once and kept with its compressed variants and a strong ETag, so that a
 * request for it costs no query, no serialization and no compression.
 */
export interface ReadyBody {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Tells the quickly compressed br variant from the best one in the ETag (their bytes differ). */
  brSuffix: '-br' | '-b5';
  /** The hash of the identity bytes; each encoding's ETag adds a suffix to it. */
  tag: string;
  /**
   * Topics the body turned out to depend on beyond those of its cache key (the property a page
   * shows, known once it has been read).
   */
  topics?: readonly PublicTopic[];
  /** When the body stops being true (epoch ms), if it depends on the time. */
  expiresAt?: number;
  /** Told each time the br variant is sent: the second time starts the better compression. */
  sentAsBrotli?: () => void;
}

/**
 * Brotli at its best quality costs about 25 ms per 50 KB on this kind of machine, on the event loop:
 * a page built for the first time would keep every other request waiting that long. Larger bodies
 * are sent at quality 5 (about 1 ms, some 12 % larger); once one is asked for a second time it is
 * compressed at quality 11 on the thread pool, which replaces the quick variant when ready. Pages
 * asked for once (a thousand properties in three languages) never cost the better compression.
 */
const QUICK_BROTLI_ABOVE_BYTES = 8 * 1024;
const brotliAt = (quality: number) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });

export function readyBody(text: string, contentType: string, expiresAt?: number): ReadyBody {
  const identity = Buffer.from(text);
  const quick = identity.byteLength > QUICK_BROTLI_ABOVE_BYTES;
  const body: ReadyBody = {
    ...(expiresAt === undefined ? {} : { expiresAt }),
    contentType,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, brotliAt(quick ? 5 : 11)),
    brSuffix: quick ? '-b5' : '-br',
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
  if (quick) {
    let brotliSends = 0;
    body.sentAsBrotli = () => {
      if (++brotliSends !== 2) return;
      brotliCompress(identity, brotliAt(11), (error, best) => {
        // Without the better variant the quick one simply stays.
        if (error) return;
        body.br = best;
        body.brSuffix = '-br';
      });
    };
  }
  return body;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** br when the client takes it, then gzip (q=0 refuses a coding). */
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): any encoding of the same bytes matches. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === tag || opaque === `${tag}-br` || opaque === `${tag}-b5` || opaque === `${tag}-gz`;
  });
}

/**
 * Sends a ready body: 304 when the client's copy is current, else the best encoding it accepts.
 * Browsers revalidate on every use (no-cache): an admin's change shows on the next request.
 */
export function sendReadyBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: ReadyBody,
  { status = 200, vary = 'Accept-Encoding' }: { status?: 200 | 404; vary?: string } = {},
): FastifyReply {
  const encoding = encodingFor(request.headers['accept-encoding']);
  reply.header('Cache-Control', 'no-cache').header('Vary', vary);
  // A 404 is not a representation to revalidate: no ETag, no 304.
  if (status !== 200) reply.code(status);
  else {
    const suffix = encoding === 'br' ? body.brSuffix : encoding === 'gzip' ? '-gz' : '';
    reply.header('ETag', `"${body.tag}${suffix}"`);
    if (matches(request.headers['if-none-match'], body.tag)) {
      markRepresentation(reply, body.contentType);
      return reply.code(304).send();
    }
  }
  reply.type(body.contentType);
  if (encoding === 'identity') return reply.send(body.identity);
  if (encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(body.gzip);
  const sent = body.br;
  body.sentAsBrotli?.();
  return reply.header('Content-Encoding', encoding).send(sent);
}
