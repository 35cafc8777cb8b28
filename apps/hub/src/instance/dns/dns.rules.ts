import { BlockList, isIPv4, isIPv6 } from 'node:net';

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

/** DNS names (zone, nameservers): labels of letters, digits and hyphens, at least two of them, at most 253 characters. */
const DNS_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A lowercase DNS name without its trailing dot, or null when it is not one. */
export function dnsName(value: string): string | null {
  const name = value.toLowerCase().replace(/\.$/, '');
  return DNS_NAME.test(name) ? name : null;
}

/**
 * The SOA RNAME for HUB_DNS_HOSTMASTER: a mailbox (`dns.admin@example.com` → `dns\.admin.example.com.`, the
 * dots of the local part escaped as RFC 1035 §5.1 requires) or a name already in that form. Null when neither.
 */
export function hostmasterName(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at === -1) {
    const name = dnsName(value);
    return name && `${name}.`;
  }
  const local = value.slice(0, at);
  const domain = dnsName(value.slice(at + 1));
  if (!domain || !/^[a-z0-9](?:[a-z0-9._+-]{0,62})$/i.test(local) || /\.\.|\.$/.test(local)) return null;
  return `${local.toLowerCase().replace(/\./g, '\\.')}.${domain}.`;
}

/**
 * RFC 5952 text form (lowercase, longest zero run compressed). The WHATWG URL parser implements exactly
 * that serialization, so it is used rather than a hand-written one.
 */
function canonicalIPv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

/**
 * A transport address (TCP peer, X-Forwarded-For hop) in canonical form: an IPv4-mapped IPv6 peer
 * (`::ffff:203.0.113.7`, dual-stack socket) becomes IPv4, IPv6 is RFC 5952 text, a zone id
 * (`fe80::1%eth0`) is kept so that callers can see and refuse it. Anything else is null.
 */
export function normalizeAddress(address: string | undefined): string | null {
  if (!address) return null;
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(trimmed)) return trimmed;
  if (!isIPv6(trimmed)) return null;
  const zone = trimmed.indexOf('%');
  return zone === -1 ? canonicalIPv6(trimmed) : `${canonicalIPv6(trimmed.slice(0, zone))}${trimmed.slice(zone)}`;
}

/** One BlockList per range, with the label an error names. */
function ranges(family: 'ipv4' | 'ipv6', entries: [string, number, string][]): [BlockList, string][] {
  return entries.map(([network, prefix, label]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return [list, label];
  });
}
/** Ranges that never belong in a zone. Private ones (RFC 1918, fc00::/7) stay allowed: internal DNS is legitimate. */
const UNPUBLISHABLE_IPV4 = ranges('ipv4', [
  ['0.0.0.0', 8, 'unspecified ("this network", 0.0.0.0/8)'],
  ['127.0.0.0', 8, 'loopback (127.0.0.0/8)'],
  ['169.254.0.0', 16, 'link-local (169.254.0.0/16)'],
  ['224.0.0.0', 4, 'multicast (224.0.0.0/4)'],
  ['240.0.0.0', 4, 'reserved or broadcast (240.0.0.0/4)'],
]);
const UNPUBLISHABLE_IPV6 = ranges('ipv6', [
  ['::', 128, 'unspecified (::)'],
  ['::1', 128, 'loopback (::1)'],
  ['::ffff:0:0', 96, 'IPv4-mapped (::ffff:0:0/96); give it as ipv4'],
  ['::', 96, 'IPv4-compatible (::/96, deprecated)'],
  ['fe80::', 10, 'link-local (fe80::/10)'],
  ['ff00::', 8, 'multicast (ff00::/8)'],
]);

function rangeOf(list: [BlockList, string][], ip: string, family: 'ipv4' | 'ipv6'): string | null {
  return list.find(([range]) => range.check(ip, family))?.[1] ?? null;
}

/**
 * An address for the zone, as the client wrote it: `{address}` in canonical form (IPv6 per RFC 5952),
 * or `{problem}` when it is not an address of that family, carries a zone id, or is in a range that is
 * never published (loopback, link-local, multicast, unspecified, IPv4-mapped, reserved).
 */
export function publishableAddress(
  value: string,
  family: 'ipv4' | 'ipv6',
): { address: string; problem?: undefined } | { address?: undefined; problem: string } {
  if (family === 'ipv4') {
    if (!isIPv4(value)) return { problem: 'must be an IPv4 address in dotted-decimal form' };
    const range = rangeOf(UNPUBLISHABLE_IPV4, value, 'ipv4');
    return range ? { problem: `must be a global or private unicast address, not ${range}` } : { address: value };
  }
  if (value.includes('%')) return { problem: 'must not carry a zone id (%…): scoped addresses mean nothing in DNS' };
  if (!isIPv6(value)) return { problem: 'must be an IPv6 address' };
  const address = canonicalIPv6(value);
  const range = rangeOf(UNPUBLISHABLE_IPV6, address, 'ipv6');
  return range ? { problem: `must be a global or private unicast address, not ${range}` } : { address };
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
    const ip = address.includes('%') ? null : normalizeAddress(address);
    const family = ip && isIPv4(ip) ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? undefined : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    // A /0 range would take every peer's X-Forwarded-For, the same as trusting none.
    if (
      !ip ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 1 || prefix > (family === 'ipv4' ? 32 : 128)))
    ) {
      invalid.push(entry);
      continue;
    }
    if (prefix === undefined) list.addAddress(ip, family);
    else list.addSubnet(ip, prefix, family);
  }
  return { list, invalid };
}

/** A peer with a zone id (`fe80::1%eth0`) is checked without it. */
function isTrusted(list: BlockList, ip: string): boolean {
  const address = ip.split('%')[0];
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
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
