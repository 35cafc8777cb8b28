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
