/** Pure rules of template revisions: the image reference and the diff between two snapshots (issue 23). */

export interface Snapshot {
  version: string;
  kind: string;
  image_name: string;
  image_tag: string;
  image_digest: string | null;
  registry_url: string | null;
  cpu_request: string;
  memory_request: string;
  gpu_count: number;
  vram_request: string;
  concurrent_jobs: number;
  env: { name: string; value: string }[];
  env_schema: { name: string; required: boolean; default_value: string; description: string }[];
  secret_refs: string[];
  command: string[];
  ports: { containerPort: number; protocol: string }[];
  volume_mounts: { name: string; mountPath: string }[];
  node_selector: Record<string, string>;
  tolerations: Record<string, unknown>[];
  required_network_types: string[];
  min_tier: string;
}

/** The snapshot fields the catalog template object shows as they are (the rest are admin-only). */
export const RESOURCE_FIELDS = [
  'cpu_request',
  'memory_request',
  'gpu_count',
  'vram_request',
  'concurrent_jobs',
] as const;

/** `sha256:` and 64 lowercase hex digits (the OCI image-spec digest of the algorithm registries use). */
export const IMAGE_DIGEST_RE = /^sha256:[a-f0-9]{64}$/;

/**
 * `[registry/]name[:tag][@digest]`: the registry (scheme and trailing slash dropped) unless the name already
 * starts with it, the tag unless empty, the digest when set. Pulling by it gets exactly the published image
 * when a digest is set, whatever the tag points at now.
 */
export function imageRef(s: {
  image_name: string;
  image_tag: string;
  image_digest: string | null;
  registry_url: string | null;
}): string {
  const registry = (s.registry_url ?? '').replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const name = registry && !s.image_name.startsWith(`${registry}/`) ? `${registry}/${s.image_name}` : s.image_name;
  return `${name}${s.image_tag ? `:${s.image_tag}` : ''}${s.image_digest ? `@${s.image_digest}` : ''}`;
}

export interface ResourceChange {
  field: (typeof RESOURCE_FIELDS)[number];
  from: string | number;
  to: string | number;
}

export interface SnapshotDiff {
  image_ref: { from: string; to: string } | null;
  resources: ResourceChange[];
  env_schema: { added: string[]; removed: string[]; newly_required: string[] };
  ports: { added: Snapshot['ports']; removed: Snapshot['ports'] };
  volume_mounts: { added: Snapshot['volume_mounts']; removed: Snapshot['volume_mounts'] };
}

function byKey<T>(items: T[], key: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [key(item), item]));
}

function addedRemoved<T>(from: T[], to: T[], key: (item: T) => string): { added: T[]; removed: T[] } {
  const a = byKey(from, key);
  const b = byKey(to, key);
  return {
    added: to.filter((item) => !a.has(key(item))),
    removed: from.filter((item) => !b.has(key(item))),
  };
}

/** What an operator needs to know before moving from snapshot `a` to snapshot `b`. */
export function diffSnapshots(a: Snapshot, b: Snapshot): SnapshotDiff {
  const fromRef = imageRef(a);
  const toRef = imageRef(b);
  const schemaA = byKey(a.env_schema ?? [], (e) => e.name);
  const schemaB = byKey(b.env_schema ?? [], (e) => e.name);
  return {
    image_ref: fromRef === toRef ? null : { from: fromRef, to: toRef },
    resources: RESOURCE_FIELDS.filter((f) => a[f] !== b[f]).map((field) => ({ field, from: a[field], to: b[field] })),
    env_schema: {
      added: [...schemaB.keys()].filter((n) => !schemaA.has(n)),
      removed: [...schemaA.keys()].filter((n) => !schemaB.has(n)),
      newly_required: [...schemaB.values()]
        .filter((e) => e.required && !schemaA.get(e.name)?.required)
        .map((e) => e.name),
    },
    ports: addedRemoved(a.ports ?? [], b.ports ?? [], (p) => `${p.containerPort}/${p.protocol}`),
    volume_mounts: addedRemoved(a.volume_mounts ?? [], b.volume_mounts ?? [], (m) => `${m.name}:${m.mountPath}`),
  };
}
