import { isIP } from 'node:net';

/**
 * Origin and Host checks of the MCP listener (docs/api-decisions.md), against DNS rebinding and cross-site
 * requests from browsers: the transport specification says a server MUST validate `Origin`.
 *
 * - `Origin`, when sent, must be one of the allowed origins (HUB_MCP_ALLOWED_ORIGINS; by default the origins of
 *   HUB_MCP_PUBLIC_URL and HUB_PUBLIC_URL). Clients that are not browsers send none.
 * - `Host` must be the host of HUB_MCP_PUBLIC_URL or, when the request arrived on a loopback address, a loopback
 *   name (`localhost`, `127.0.0.1`, `[::1]`, any port): a page whose name resolves to 127.0.0.1 still sends its
 *   own name as Host.
 */
export interface OriginPolicy {
  /** Serialized origins (`scheme://host[:port]`, as `URL.origin` writes them). */
  allowedOrigins: ReadonlySet<string>;
  /** The public URL of the MCP listener; its host (name and port) is the one Host every caller may send. */
  publicUrl: string;
}

export interface RequestOrigin {
  origin: string | undefined;
  host: string | undefined;
  /** The local address the connection arrived on (`socket.localAddress`). */
  localAddress: string | undefined;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An origin as `URL.origin` serializes it, or null when `value` is not an http(s) origin (paths, `null`, junk). */
export function normalizeOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** `host` as `URL.host` writes it for the given scheme (lowercase, default port dropped), or null. */
function normalizeHost(host: string, protocol: string): { host: string; hostname: string } | null {
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  try {
    const url = new URL(`${protocol}//${host}`);
    return { host: url.host, hostname: url.hostname };
  } catch {
    return null;
  }
}

/** Why the request must be refused (the detail of a 403), or null when its Origin and Host are acceptable. */
export function refusalOf(request: RequestOrigin, policy: OriginPolicy): string | null {
  const publicUrl = new URL(policy.publicUrl);
  const host = request.host === undefined ? null : normalizeHost(request.host, publicUrl.protocol);
  if (!host) return 'The Host header is missing or malformed.';
  const publicHost = host.host === publicUrl.host;
  const loopbackHost = LOOPBACK_NAMES.has(host.hostname) && isLoopbackAddress(request.localAddress);
  if (!publicHost && !loopbackHost) {
    return `The Host header does not name this MCP endpoint (${publicUrl.host}).`;
  }
  if (request.origin !== undefined) {
    const origin = normalizeOrigin(request.origin);
    if (origin === null || !policy.allowedOrigins.has(origin)) {
      return 'Requests from this Origin are not allowed (HUB_MCP_ALLOWED_ORIGINS).';
    }
  }
  return null;
}
