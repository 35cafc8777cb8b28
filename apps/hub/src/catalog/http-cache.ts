import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Coding,
  codingFor,
  compress,
  COMPRESS_MIN_BYTES,
  encodeAll,
  matchesAnyRepresentation,
  representationTag,
} from '#lib/common';
import type { Caller } from '../auth/caller.js';
import type { Cached } from './catalog.service.js';

export function etagOf(...parts: (string | number)[]): string {
  return `"${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}"`;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const VARY = 'Authorization, Accept-Encoding';

/**
 * Both compressed forms of a cached answer, made once (on the thread pool) before it is stored, so that every
 * hit sends them as they are. Small answers are not compressed (COMPRESS_MIN_BYTES).
 */
export async function withEncodings<T>(result: Cached<T>): Promise<Cached<T>> {
  if (result.encoded || result.payload.length < COMPRESS_MIN_BYTES) return result;
  result.encoded = await encodeAll(result.payload);
  return result;
}

/** Bytes a cached answer's serialized forms hold: identity and, when made, brotli and gzip. */
export function payloadBytes(result: Cached<unknown>): number {
  const { encoded } = result;
  return result.payload.length + (encoded ? encoded.br.length + encoded.gzip.length : 0);
}

/**
 * Answers a catalog read: the validators of the representation the client's Accept-Encoding selects (an ETag
 * per content coding, RFC 9110 §8.8.3), then a 304 when If-None-Match names any representation of this
 * answer (undefined), or the body in that coding: the stored compressed form when the answer has one, or
 * compressed now, on the thread pool (a counted download, an answer not stored). Credentialed answers are
 * private to the caller.
 */
export function answerCatalog(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  result: Cached<unknown>,
): Buffer | undefined | Promise<Buffer> {
  const coding: Coding = codingFor(request.headers['accept-encoding'], result.payload.length);
  void reply.header('ETag', representationTag(result.etag, coding));
  void reply.header('Vary', VARY);
  void reply.header('Cache-Control', caller.kind === 'anonymous' ? 'public, no-cache' : 'private, no-cache');
  if (matchesAnyRepresentation(request.headers['if-none-match'], result.etag)) {
    void reply.status(304);
    return undefined;
  }
  void reply.header('Content-Type', JSON_TYPE);
  if (coding === 'identity') return result.payload;
  void reply.header('Content-Encoding', coding);
  return result.encoded?.[coding] ?? compress(result.payload, coding);
}
