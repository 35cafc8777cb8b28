import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Content codings of JSON answers (docs/compression.md): `br` and `gzip` negotiated from `Accept-Encoding`
 * (RFC 9110 §12.5.3, q-values, `*`, `identity;q=0`), for answers of COMPRESS_MIN_BYTES or more. The work runs
 * on libuv's thread pool (zlib's asynchronous API), never on the event loop; the hub's catalog cache keeps its
 * answers compressed once, when stored, and hands them out as they are.
 */
export type Coding = 'br' | 'gzip' | 'identity';
export type CompressedCoding = Exclude<Coding, 'identity'>;
export type Encoded = Record<CompressedCoding, Buffer>;

/** Smaller answers are sent as they are: a few hundred bytes fit one packet, and compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `stored`: answers the cache keeps (compressed once, sent many times): brotli quality 5, gzip level 6.
 * `live`: answers compressed for one request: brotli 4 and gzip 5, about as small for JSON at half the CPU.
 */
const LEVELS = { stored: { br: 5, gzip: 6 }, live: { br: 4, gzip: 5 } } as const;

export function compress(body: Buffer, coding: CompressedCoding, use: keyof typeof LEVELS = 'live'): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: LEVELS[use].gzip });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LEVELS[use].br,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Both compressed forms of a body, made in parallel on the thread pool. */
export async function encodeAll(body: Buffer, use: keyof typeof LEVELS = 'stored'): Promise<Encoded> {
  const [br, gz] = await Promise.all([compress(body, 'br', use), compress(body, 'gzip', use)]);
  return { br, gzip: gz };
}

/** What a client accepts: its preferred coding among ours, and whether it refused `identity` outright. */
export interface Acceptance {
  /** The acceptable coding with the highest q-value (ties: br, gzip, identity); null when none is acceptable. */
  best: Coding | null;
  identityRefused: boolean;
  /** The q-value of each of our codings (0: not acceptable). */
  weights: Record<Coding, number>;
}

const IDENTITY: Acceptance = { best: 'identity', identityRefused: false, weights: { br: 0, gzip: 0, identity: 1 } };
/** Parsed headers by their text: clients send the same few strings (`gzip, deflate, br`) on every request. */
const parsed = new Map<string, Acceptance>();
const MAX_PARSED = 256;

function parseAcceptEncoding(header: string): Acceptance {
  const q: Partial<Record<Coding | '*', number>> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    let token = name.trim().toLowerCase();
    if (token === '') continue;
    if (token === 'x-gzip') token = 'gzip';
    if (token !== 'br' && token !== 'gzip' && token !== 'identity' && token !== '*') continue;
    let value = 1;
    for (const param of params) {
      const [key, raw] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const number = Number(raw?.trim());
      value = Number.isFinite(number) ? Math.min(Math.max(number, 0), 1) : 0;
    }
    // A coding named twice counts with its highest weight.
    q[token] = Math.max(q[token] ?? 0, value);
  }
  const star = q['*'];
  // identity, when not named, is acceptable (RFC 9110) but comes after any coding the client named.
  const weight = (coding: Coding): number =>
    q[coding] ?? (star !== undefined ? star : coding === 'identity' ? 0.001 : 0);
  const weights = { br: weight('br'), gzip: weight('gzip'), identity: weight('identity') };
  return { best: preferred(weights, ['br', 'gzip']), identityRefused: weights.identity === 0, weights };
}

/** The acceptable coding with the highest weight among identity and `available` (ties: br, gzip, identity). */
function preferred(weights: Record<Coding, number>, available: readonly CompressedCoding[]): Coding | null {
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of ['br', 'gzip', 'identity'] as const) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    if (weights[coding] > bestQ) [best, bestQ] = [coding, weights[coding]];
  }
  return best;
}

/** The client's preferred coding among those a file was built in (identity when none is acceptable). */
export function preferredCoding(header: string | string[] | undefined, available: readonly CompressedCoding[]): Coding {
  return preferred(acceptanceOf(header).weights, available) ?? 'identity';
}

/** The client's acceptance of our codings, from its `Accept-Encoding` (absent or empty: identity only). */
export function acceptanceOf(header: string | string[] | undefined): Acceptance {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text.trim() === '') return IDENTITY;
  let found = parsed.get(text);
  if (found === undefined) {
    found = parseAcceptEncoding(text);
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(text, found);
  }
  return found;
}

/**
 * The coding to send a body of `size` bytes in. Below COMPRESS_MIN_BYTES, identity, unless the client refused
 * it; when nothing we offer is acceptable, identity too (RFC 9110 §12.5.3 lets a server disregard the header
 * rather than answer 406, and every client reads identity).
 */
export function codingFor(header: string | string[] | undefined, size: number): Coding {
  const { best, identityRefused } = acceptanceOf(header);
  if (best === null) return 'identity';
  if (size < COMPRESS_MIN_BYTES && !identityRefused) return 'identity';
  return best;
}

const SUFFIX: Record<CompressedCoding, string> = { br: '-br', gzip: '-gz' };

/**
 * The entity tag of one representation (RFC 9110 §8.8.3: each content coding is a different representation,
 * with a tag of its own): `"abc"` (identity), `"abc-br"`, `"abc-gz"`.
 */
export function representationTag(etag: string, coding: Coding): string {
  if (coding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}${SUFFIX[coding]}"`;
}

/**
 * Whether `If-None-Match` names any representation of the resource whose identity tag is `etag` (weak
 * comparison): a client that holds the gzip form is as current as one that holds the brotli form, and gets a
 * 304 whatever it now accepts.
 */
export function matchesAnyRepresentation(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const base = etag.startsWith('W/') ? etag.slice(2) : etag;
  const opaque = base.slice(0, -1);
  for (const part of ifNoneMatch.split(',')) {
    let tag = part.trim();
    if (tag === '*') return true;
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (tag === base) return true;
    if (tag.length === base.length + 3 && tag.startsWith(opaque) && (tag.endsWith('-br"') || tag.endsWith('-gz"'))) {
      return true;
    }
  }
  return false;
}

/** Adds `Accept-Encoding` to the reply's Vary, once. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') void reply.header('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(String(vary)))
    void reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Every JSON answer of COMPRESS_MIN_BYTES or more that no handler encoded itself (the catalog's cached answers
 * are), compressed in the coding the client prefers, on the thread pool. A reply that already has a
 * Content-Encoding, a stream, a HEAD, 204 or 304 is left as it is. An ETag set by the handler gets its
 * representation's suffix.
 */
export function installCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const status = reply.statusCode;
    if (status === 204 || status === 304 || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return done(null, payload);
    varyOnEncoding(reply);
    const coding = codingFor(request.headers['accept-encoding'], size);
    if (coding === 'identity' || request.method === 'HEAD') return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compress(body, coding).then(
      (compressed) => {
        const etag = reply.getHeader('etag');
        if (typeof etag === 'string') void reply.header('etag', representationTag(etag, coding));
        void reply.header('content-encoding', coding);
        done(null, compressed);
      },
      // zlib failing on a buffer is not expected; the answer then goes out as it is.
      () => done(null, payload),
    );
  });
}
