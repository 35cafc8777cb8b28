// The template form's state (a Draft: text as typed, lists as rows) and the request body made of it.
import type { HubSchemas } from '#lib/api-types';
import { splitList } from '../../components.js';
import type { AdminTemplate, EnvSchema, Tier, Toleration } from '../../hub-api.js';

/** The editable state of a template: text fields as typed, lists as rows. */
export interface Draft {
  name: string;
  slug: string;
  kind: string;
  version: string;
  category_id: string;
  owner_org_id: string;
  icon_url: string;
  description: string;
  documentation: string;
  image_name: string;
  image_tag: string;
  image_digest: string;
  registry_url: string;
  registry_username: string;
  registry_password: string;
  clear_registry_credentials: boolean;
  command: string;
  cpu_request: string;
  memory_request: string;
  gpu_count: string;
  vram_request: string;
  concurrent_jobs: string;
  ports: AdminTemplate['ports'];
  env_schema: EnvSchema[];
  env: AdminTemplate['env'];
  volume_mounts: AdminTemplate['volume_mounts'];
  node_selector: string;
  tolerations: Toleration[];
  required_network_types: string;
  secret_refs: string;
  tags: string;
  is_featured: boolean;
  is_public: boolean;
  min_tier: Tier;
  /** Release notes of the revision this save publishes: one `kind: description` a line. */
  release_notes: string;
  contains_security_updates: boolean;
}

type ChangeKind = HubSchemas['ReleaseChangeInputDto']['kind'];
export const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'];
const isChangeKind = (kind: string): kind is ChangeKind => (CHANGE_KINDS as readonly string[]).includes(kind);

export const blank: Draft = {
  name: '',
  slug: '',
  kind: 'app',
  version: '',
  category_id: '',
  owner_org_id: '',
  icon_url: '',
  description: '',
  documentation: '',
  image_name: '',
  image_tag: 'latest',
  image_digest: '',
  registry_url: '',
  registry_username: '',
  registry_password: '',
  clear_registry_credentials: false,
  command: '',
  cpu_request: '',
  memory_request: '',
  gpu_count: '0',
  vram_request: '',
  concurrent_jobs: '1',
  ports: [],
  env_schema: [],
  env: [],
  volume_mounts: [],
  node_selector: '',
  tolerations: [],
  required_network_types: '',
  secret_refs: '',
  tags: '',
  is_featured: false,
  is_public: true,
  min_tier: 'free',
  release_notes: '',
  contains_security_updates: false,
};

export const fromTemplate = (t: AdminTemplate): Draft => ({
  ...blank,
  name: t.name,
  slug: t.slug,
  kind: t.kind,
  version: t.version,
  category_id: t.category_id,
  owner_org_id: t.owner_org_id ?? '',
  icon_url: t.icon_url ?? '',
  description: t.description,
  documentation: t.documentation,
  image_name: t.image_name,
  image_tag: t.image_tag,
  image_digest: t.image_digest ?? '',
  registry_url: t.registry_url ?? '',
  command: t.command.join('\n'),
  cpu_request: t.cpu_request,
  memory_request: t.memory_request,
  gpu_count: String(t.gpu_count),
  vram_request: t.vram_request,
  concurrent_jobs: String(t.concurrent_jobs),
  ports: t.ports,
  env_schema: t.env_schema,
  env: t.env,
  volume_mounts: t.volume_mounts,
  node_selector: Object.entries(t.node_selector)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n'),
  tolerations: t.tolerations,
  required_network_types: t.required_network_types.join(', '),
  secret_refs: t.secret_refs.join(', '),
  tags: t.tags.join(', '),
  is_featured: t.is_featured,
  is_public: t.is_public,
  min_tier: t.min_tier,
});

/** The request body (TemplateCreateDto / TemplateUpdateDto): every field group of the spec. */
export function toBody(d: Draft, editing: boolean): HubSchemas['TemplateCreateDto'] {
  const lines = (s: string) =>
    s
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  const body: HubSchemas['TemplateCreateDto'] = {
    name: d.name.trim(),
    slug: d.slug.trim(),
    category_id: d.category_id,
    owner_org_id: d.owner_org_id || null,
    icon_url: d.icon_url.trim() || null,
    version: d.version.trim(),
    description: d.description,
    documentation: d.documentation,
    image_name: d.image_name.trim(),
    registry_url: d.registry_url.trim() || null,
    command: lines(d.command),
    cpu_request: d.cpu_request.trim(),
    memory_request: d.memory_request.trim(),
    gpu_count: Number(d.gpu_count) || 0,
    vram_request: d.vram_request.trim(),
    concurrent_jobs: Number(d.concurrent_jobs) || 1,
    ports: d.ports.map((p) => ({
      containerPort: Number(p.containerPort),
      protocol: (p.protocol || 'TCP') as HubSchemas['PortInputDto']['protocol'],
    })),
    env_schema: d.env_schema.map((e) => ({ ...e, name: e.name.trim() })),
    env: d.env.map((e) => ({ ...e, name: e.name.trim() })),
    volume_mounts: d.volume_mounts.map((v) => ({ name: v.name.trim(), mountPath: v.mountPath.trim() })),
    node_selector: Object.fromEntries(
      lines(d.node_selector).map((l) => {
        const at = l.indexOf('=');
        return at < 0 ? [l, ''] : [l.slice(0, at).trim(), l.slice(at + 1).trim()];
      }),
    ),
    tolerations: d.tolerations.map(
      (t) =>
        Object.fromEntries(
          Object.entries({
            ...t,
            tolerationSeconds: t.tolerationSeconds === undefined ? undefined : Number(t.tolerationSeconds),
          }).filter(([, v]) => v !== undefined && v !== '' && !Number.isNaN(v)),
        ) as HubSchemas['TolerationInputDto'],
    ),
    required_network_types: splitList(d.required_network_types),
    secret_refs: splitList(d.secret_refs),
    tags: splitList(d.tags),
    is_featured: d.is_featured,
    is_public: d.is_public,
    min_tier: d.min_tier,
  };
  if (d.kind.trim()) body.kind = d.kind.trim();
  if (d.image_tag.trim()) body.image_tag = d.image_tag.trim();
  if (d.image_digest.trim() || editing) body.image_digest = d.image_digest.trim() || null;
  const notes = lines(d.release_notes).map((l) => {
    const at = l.indexOf(':');
    const kind = at < 0 ? '' : l.slice(0, at).trim().toLowerCase();
    return isChangeKind(kind)
      ? { kind, description: l.slice(at + 1).trim() }
      : { kind: 'changed' as const, description: l };
  });
  if (notes.length) body.changes = notes;
  if (d.contains_security_updates) body.contains_security_updates = true;
  if (d.clear_registry_credentials) body.registry_credentials = null;
  else if (d.registry_username || d.registry_password) {
    body.registry_credentials = { username: d.registry_username, password: d.registry_password };
  }
  if (!editing && body.owner_org_id === null) delete body.owner_org_id;
  return body;
}
