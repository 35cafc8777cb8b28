import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller.js';

export function etagOf(...parts: (string | number)[]): string {
  return `"${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}"`;
}

export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets the validators of a catalog response and tells whether the client's copy is current
 * (then the caller answers 304 with no body). Credentialed answers are private to the caller.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, caller: Caller, etag: string): boolean {
  cacheHeaders(reply, caller, etag);
  if (matches(request.headers['if-none-match'], etag)) {
    void reply.status(304);
    return true;
  }
  return false;
}

export function cacheHeaders(reply: FastifyReply, caller: Caller, etag: string): void {
  void reply.header('ETag', etag);
  void reply.header('Vary', 'Authorization');
  void reply.header('Cache-Control', caller.kind === 'anonymous' ? 'public, no-cache' : 'private, no-cache');
}
