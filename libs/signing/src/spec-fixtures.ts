// Keys and documents the signing specs share (not exported by the library).
import { generateSigningKey, type KeyPair, publicKeyEntry } from './keys.js';
import { type RootDocument, signRoot } from './root.js';
import { revisionStatement } from './statements.js';

export function keys(n: number): KeyPair[] {
  return Array.from({ length: n }, () => generateSigningKey());
}

export function rootDocument(
  version: number,
  parts: {
    root: KeyPair[];
    rootThreshold?: number;
    timestamp: KeyPair[];
    hub: KeyPair[];
    publishers?: { name: string; keys: KeyPair[]; threshold?: number; templates?: string[]; categories?: string[] }[];
  },
): RootDocument {
  const all = [...parts.root, ...parts.timestamp, ...parts.hub, ...(parts.publishers ?? []).flatMap((p) => p.keys)];
  return {
    type: 'hub-catalog/root',
    version,
    keys: Object.fromEntries(all.map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: parts.root.map((k) => k.keyId), threshold: parts.rootThreshold ?? parts.root.length },
      timestamp: { keyids: parts.timestamp.map((k) => k.keyId), threshold: 1 },
      hub: { keyids: parts.hub.map((k) => k.keyId), threshold: 1 },
    },
    publishers: (parts.publishers ?? []).map((p) => ({
      name: p.name,
      keyids: p.keys.map((k) => k.keyId),
      threshold: p.threshold ?? 1,
      templates: p.templates ?? [],
      categories: p.categories ?? [],
    })),
    snapshot_max_validity_seconds: 24 * 3600,
  };
}

/** A demo world: 2-of-3 root keys, a timestamp key, a hub key, publisher acme (template vllm, category ml). */
export function world() {
  const root = keys(3);
  const timestamp = keys(1);
  const hub = keys(1);
  const acme = keys(2);
  const other = keys(1);
  const document = rootDocument(1, {
    root,
    rootThreshold: 2,
    timestamp,
    hub,
    publishers: [
      { name: 'acme', keys: acme, templates: ['vllm'], categories: ['ml'] },
      { name: 'other', keys: other, templates: ['redis'] },
    ],
  });
  return { root, timestamp, hub, acme, other, document, envelope: signRoot(document, root.slice(0, 2)) };
}

export function deployable(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version: '0.6.0',
    kind: 'app',
    image_name: 'vllm/vllm-openai',
    image_tag: 'v0.6.0',
    image_digest: `sha256:${'a'.repeat(64)}`,
    registry_url: null,
    cpu_request: '4',
    memory_request: '16Gi',
    gpu_count: 1,
    vram_request: '24Gi',
    concurrent_jobs: 1,
    env: [{ name: 'MODEL', value: 'x' }],
    env_schema: [],
    secret_refs: [],
    command: [],
    ports: [{ container_port: 8000 }],
    volume_mounts: [],
    node_selector: {},
    tolerations: [],
    required_network_types: [],
    min_tier: 'free',
    ...overrides,
  };
}

export function statement(slug = 'vllm', revision = 1, category = 'ml', overrides: Record<string, unknown> = {}) {
  return revisionStatement({ slug, revision, category_slug: category, deployable: deployable(overrides) });
}
