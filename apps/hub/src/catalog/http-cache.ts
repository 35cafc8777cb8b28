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

export const JSON_TYPE = 'application/json; charset=utf-8';
export const VARY = 'Authorization, Accept-Encoding';

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

/** The ETag of each representation of a cached answer, made once per answer (not per request). */
function tagsOf(result: Cached<unknown>): Record<Coding, string> {
  return (result.tags ??= {
    identity: result.etag,
    br: representationTag(result.etag, 'br'),
    gzip: representationTag(result.etag, 'gzip'),
  });
}

export interface Representation {
  status: 200 | 304;
  coding: Coding;
  etag: string;
  /** 200: the bytes to send; a promise when they are compressed for this request (on the thread pool). */
  body?: Buffer | Promise<Buffer>;
}

/**
 * What to answer to a catalog read: the representation the client's Accept-Encoding selects, with its own ETag
 * (RFC 9110 §8.8.3); 304 when If-None-Match names any representation of this answer; else the body in that
 * coding: the stored compressed form when the answer has one, or compressed now (a counted download, an answer
 * not stored).
 */
export function representationOf(
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | undefined,
  result: Cached<unknown>,
): Representation {
  const coding: Coding = codingFor(acceptEncoding, result.payload.length);
  const etag = tagsOf(result)[coding];
  if (matchesAnyRepresentation(ifNoneMatch, result.etag)) return { status: 304, coding, etag };
  if (coding === 'identity') return { status: 200, coding, etag, body: result.payload };
  return { status: 200, coding, etag, body: result.encoded?.[coding] ?? compress(result.payload, coding) };
}

export const cacheControlOf = (caller: Caller): string =>
  caller.kind === 'anonymous' ? 'public, no-cache' : 'private, no-cache';

/**
 * Answers a catalog read through Fastify (representationOf): validators, then a 304 (undefined) or the body.
 * Credentialed answers are private to the caller.
 */
export function answerCatalog(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  result: Cached<unknown>,
): Buffer | undefined | Promise<Buffer> {
  const answer = representationOf(request.headers['accept-encoding'], request.headers['if-none-match'], result);
  void reply.header('ETag', answer.etag);
  void reply.header('Vary', VARY);
  void reply.header('Cache-Control', cacheControlOf(caller));
  if (answer.status === 304) {
    void reply.status(304);
    return undefined;
  }
  void reply.header('Content-Type', JSON_TYPE);
  if (answer.coding !== 'identity') void reply.header('Content-Encoding', answer.coding);
  return answer.body;
}
