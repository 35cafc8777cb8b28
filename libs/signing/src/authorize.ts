// Who signed a statement, by the root: the template's publisher ("verified"), the hub's own key ("hub-signed"),
// or nobody the root trusts for it (refused).
import { validSigners, type Envelope } from './dsse.js';
import { SignatureError } from './errors.js';
import type { PublisherEntry, RootDocument, TrustedRoot } from './root.js';

export type SignatureLevel = 'verified' | 'hub-signed';

export interface Authorization {
  level: SignatureLevel;
  /** The publisher's name for `verified`; null for `hub-signed`. */
  publisher: string | null;
  /** The keys whose signatures counted. */
  keyids: string[];
}

/**
 * The publisher a root gives a template to: the one naming its slug, else the one owning its category. A slug
 * named by one publisher cannot be signed by another through a category.
 */
export function publisherFor(root: RootDocument, slug: string, categorySlug: string): PublisherEntry | null {
  return (
    root.publishers.find((p) => p.templates.includes(slug)) ??
    (root.publishers.some((p) => p.templates.includes(slug))
      ? null
      : (root.publishers.find((p) => p.categories.includes(categorySlug)) ?? null))
  );
}

/**
 * Verifies a statement envelope (revision or withdrawal) for template `slug` in `categorySlug`:
 * - by the template's publisher, a threshold of its keys → verified;
 * - else, when the template has no publisher, a threshold of the hub key(s) → hub-signed;
 * - else refused: `not_authorized` when keys of the root signed it but none may sign this template (another
 *   publisher, the hub key over a publisher's template), `threshold` otherwise (unknown keys, bad signatures).
 */
export function authorizeStatement(
  trusted: TrustedRoot,
  envelope: Envelope,
  slug: string,
  categorySlug: string,
): Authorization {
  const root = trusted.document;
  const publisher = publisherFor(root, slug, categorySlug);
  if (publisher) {
    const keyids = validSigners(envelope, publisher, trusted.keys);
    if (keyids.length >= publisher.threshold) return { level: 'verified', publisher: publisher.name, keyids };
  } else {
    const keyids = validSigners(envelope, root.roles.hub, trusted.keys);
    if (keyids.length >= root.roles.hub.threshold) return { level: 'hub-signed', publisher: null, keyids };
  }
  const anyTrusted = { keyids: Object.keys(root.keys), threshold: 1 };
  if (validSigners(envelope, anyTrusted, trusted.keys).length > 0) {
    throw new SignatureError(
      'not_authorized',
      publisher
        ? `${slug} belongs to publisher ${publisher.name}: it needs ${publisher.threshold} of its keys.`
        : `${slug} has no publisher in root version ${root.version}: only the hub key may sign it.`,
    );
  }
  throw new SignatureError('threshold', `No signature on ${slug} is by a key root version ${root.version} trusts.`);
}
