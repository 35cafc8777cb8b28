/** DNS names (zone, nameservers): labels of letters, digits and hyphens, at least two of them, at most 253 characters. */
const DNS_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** True for a lowercase DNS name without a trailing dot. */
export function isDnsName(name: string): boolean {
  return DNS_NAME.test(name);
}

/** A lowercase DNS name without its trailing dot, or null when it is not one. */
export function dnsName(value: string): string | null {
  const name = value.toLowerCase().replace(/\.$/, '');
  return isDnsName(name) ? name : null;
}

/**
 * The SOA RNAME for a hostmaster setting: a mailbox (`dns.admin@example.com` → `dns\.admin.example.com.`, the
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
