import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

/** docs/api-decisions.md. */
export const RESERVED_HOSTNAMES: ReadonlySet<string> = new Set([
  'www',
  'api',
  'hub',
  'admin',
  'mail',
  'ns',
  'ns1',
  'ns2',
  'mcp',
  'dashboard',
  'app',
  'support',
  'status',
  'smtp',
  'ftp',
  'localhost',
]);

/** One RFC 1123 label of 3–63 characters (already lowercased). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

export function hostnameProblem(hostname: string): string | null {
  if (!LABEL.test(hostname)) {
    return 'hostname must be one DNS label of 3–63 letters, digits or hyphens, not starting or ending with a hyphen';
  }
  if (RESERVED_HOSTNAMES.has(hostname)) return `hostname "${hostname}" is reserved`;
  return null;
}

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) → `203.0.113.7`. */
export function normalizeAddress(address: string | undefined): string | null {
  if (!address) return null;
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  return isIP(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * HUB_TRUSTED_PROXIES: addresses or CIDR ranges (`10.0.0.0/8`, `fd00::/8`). Entries that are neither
 * are ignored (and reported once by the caller).
 */
export function trustedProxyList(entries: string[]): { list: BlockList; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const ip = normalizeAddress(address);
    const family = ip && isIPv4(ip) ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? undefined : Number(bits);
    if (
      !ip ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128)))
    ) {
      invalid.push(entry);
      continue;
    }
    if (prefix === undefined) list.addAddress(ip, family);
    else list.addSubnet(ip, prefix, family);
  }
  return { list, invalid };
}

function isTrusted(list: BlockList, ip: string): boolean {
  return list.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
}

/**
 * The caller's address: the TCP peer, unless the peer is a trusted proxy; then X-Forwarded-For is
 * read from the right, skipping trusted proxies, and the first other address is the client. A
 * malformed entry ends the walk (the last trusted hop is used) so that a forged header never wins.
 */
export function sourceAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string | null {
  let client = normalizeAddress(peer);
  if (!client || !isTrusted(trusted, client) || forwardedFor === undefined) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    if (!hop) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

export { isIPv4, isIPv6 };
