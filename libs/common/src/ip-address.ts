import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';
import { ConfigError, envList } from './env.js';

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
 * An address for a DNS zone, as the client wrote it: `{address}` in canonical form (IPv6 per RFC 5952),
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
 * Trusted proxies (`<APP>_TRUSTED_PROXIES`): each entry an IP address or a CIDR range with a prefix length of
 * 1 or more. A zone id (`fe80::1%eth0`) is refused because the proxy check cannot match it, and so is a /0
 * range: it would trust every peer's X-Forwarded-For, which is the same as trusting none of them. The entries
 * also go to Fastify's `trustProxy`, so an entry is valid only in the plain form it accepts.
 */
export function trustedProxyList(entries: string[]): { list: BlockList; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (
      family === 0 ||
      extra !== undefined ||
      address.includes('%') ||
      (prefix !== undefined && !(prefix >= 1 && prefix <= (family === 4 ? 32 : 128)))
    ) {
      invalid.push(entry);
      continue;
    }
    const ip = normalizeAddress(address)!;
    // An IPv4-mapped entry (`::ffff:10.0.0.0/104`) is checked as the IPv4 range it maps, as the peers are.
    const mapped = family === 6 && isIPv4(ip);
    if (mapped && prefix !== undefined && prefix <= 96) {
      invalid.push(entry);
      continue;
    }
    if (prefix === undefined) list.addAddress(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
    else list.addSubnet(ip, mapped ? prefix - 96 : prefix, isIPv4(ip) ? 'ipv4' : 'ipv6');
  }
  return { list, invalid };
}

/** The trusted proxies of `name`; an invalid entry stops the start (ConfigError). */
export function envTrustedProxies(env: Record<string, string | undefined>, name: string): string[] {
  const entries = envList(env, name);
  const { invalid } = trustedProxyList(entries);
  if (invalid.length > 0) {
    throw new ConfigError(name, `not an address or CIDR range (prefix 1 or more, no zone id): ${invalid.join(', ')}`);
  }
  return entries;
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
