import { createContext, type FormEvent, type ReactNode, useContext, useState } from 'react';
import type { FieldProblem } from '../../../shared/api.js';
import { ConfirmDialog } from '../../../shared/confirm-dialog.js';
import { FieldError, formNote, invalidProps, useFieldProblems, useFocusFirstError } from '../../../shared/fields.js';
import { navigate } from '../../../shared/router.js';
import { slugFrom } from '../../../shared/slug.js';
import { ErrorNote, Link, Loading } from '../../../shared/ui.js';
import { formatCpu, formatMemory } from '../../../shared/quantities.js';
import { PageTitle, splitList, SubNav, useAction, useLoad } from '../components.js';
import { hub, type AdminTemplate, type EnvSchema, type Tier, type Toleration } from '../hub-api.js';
import { Markdown } from '../markdown-view.js';
import type { HubSchemas } from '#lib/api-types';
import { ADMIN_LINKS } from './Admin.js';

/** The editable state of a template: text fields as typed, lists as rows. */
interface Draft {
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
const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'];
const isChangeKind = (kind: string): kind is ChangeKind => (CHANGE_KINDS as readonly string[]).includes(kind);

const blank: Draft = {
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

const fromTemplate = (t: AdminTemplate): Draft => ({
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
function toBody(d: Draft, editing: boolean): HubSchemas['TemplateCreateDto'] {
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

/** The field errors of the last refused save; each Field shows its own (`tf-<field>` ids). */
const Problems = createContext<FieldProblem[]>([]);

function Field({ id, label, help, children }: { id: string; label: string; help?: string; children: ReactNode }) {
  const problems = useContext(Problems);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {help && (
        <span id={`${id}-help`} className="help">
          {help}
        </span>
      )}
      <FieldError problems={problems} field={id.slice(3)} id={id} />
    </div>
  );
}

/** A quantity field's help, with what the typed value reads as ("e.g. 4Gi · now 16 GiB"). */
const readable = (help: string, value: string) => (value && value !== '—' ? `${help} · now ${value}` : help);

/** Created here a moment ago: the edit page that follows says so. */
let justCreated: string | null = null;

/** An editable list of rows (ports, variables, volumes…), each row a few labelled inputs. */
function Rows<T extends object>({
  legend,
  rows,
  onChange,
  make,
  columns,
  noun,
}: {
  legend: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  make: () => T;
  noun: string;
  columns: { key: keyof T & string; label: string; type?: 'text' | 'number' | 'checkbox'; options?: string[] }[];
}) {
  const set = (i: number, key: keyof T, value: unknown) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {rows.length === 0 && <p className="muted">None.</p>}
      {rows.map((row, i) => (
        <div className="row rowset" key={i}>
          {columns.map((c) => {
            const id = `${noun}-${i}-${c.key}`;
            const raw = row[c.key] as unknown;
            const value =
              typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : undefined;
            if (c.type === 'checkbox') {
              return (
                <div className="check" key={c.key}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={Boolean(value)}
                    onChange={(e) => set(i, c.key, e.target.checked)}
                  />
                  <label htmlFor={id}>
                    {c.label}{' '}
                    <span className="sr-only">
                      of {noun} {i + 1}
                    </span>
                  </label>
                </div>
              );
            }
            return (
              <div key={c.key}>
                <label htmlFor={id}>
                  {c.label}{' '}
                  <span className="sr-only">
                    of {noun} {i + 1}
                  </span>
                </label>
                {c.options ? (
                  <select id={id} value={String(value ?? '')} onChange={(e) => set(i, c.key, e.target.value)}>
                    {c.options.map((o) => (
                      <option key={o} value={o}>
                        {o || '(any)'}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    type={c.type ?? 'text'}
                    value={value === undefined || value === null ? '' : String(value)}
                    onChange={(e) =>
                      set(
                        i,
                        c.key,
                        c.type === 'number'
                          ? e.target.value === ''
                            ? undefined
                            : Number(e.target.value)
                          : e.target.value,
                      )
                    }
                  />
                )}
              </div>
            );
          })}
          <button
            type="button"
            className="secondary align-end"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove{' '}
            <span className="sr-only">
              {noun} {i + 1}
            </span>
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...rows, make()])}>
        Add {noun}
      </button>
    </fieldset>
  );
}

export function TemplateEditPage({ slug }: { slug: string | null }) {
  const editing = slug !== null;
  const existing = useLoad(async () => {
    if (!slug) return null;
    // The admin API lists and searches (name, slug, description); the template is the one with this slug.
    const page = await hub.get('/api/v1/admin/templates', { query: { search: slug, limit: '100' } });
    const found = page.templates.find((t) => t.slug === slug);
    if (!found) throw new Error(`No template has the slug “${slug}”.`);
    return found;
  }, [slug]);
  if (editing && !existing.data) {
    return (
      <>
        <PageTitle title="Edit template">Edit template</PageTitle>
        {existing.error ? <ErrorNote error={existing.error} /> : <Loading />}
      </>
    );
  }
  return <TemplateForm key={existing.data?.id ?? 'new'} template={existing.data} />;
}

function TemplateForm({ template }: { template: AdminTemplate | null }) {
  const editing = template !== null;
  const [d, setD] = useState<Draft>(() => (template ? fromTemplate(template) : blank));
  const categories = useLoad(() => hub.get('/api/v1/admin/categories'), []);
  const orgs = useLoad(() => hub.get('/api/v1/admin/organizations'), []);
  const action = useAction();
  const [saved, setSaved] = useState<'saved' | 'created' | null>(() => {
    if (!template || justCreated !== template.slug) return null;
    justCreated = null;
    return 'created';
  });
  const [slugEdited, setSlugEdited] = useState(editing);
  // A field's error (found by the browser or the server, a taken slug included) clears once the field is edited.
  const { problems, edited } = useFieldProblems(action.problem);
  const fields = Object.keys(blank).map((key): [string, string] => [key, `tf-${key}`]);
  useFocusFirstError(problems, fields);
  const text = (key: keyof Draft, describedBy?: string) => ({
    id: `tf-${key}`,
    value: d[key] as string,
    onChange: (e: { target: { value: string } }) => {
      edited(key);
      setD({ ...d, [key]: e.target.value });
    },
    ...invalidProps(problems, key, `tf-${key}`, describedBy),
  });
  const categoryId = d.category_id || categories.data?.categories[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void action.run(async () => {
      const body = toBody({ ...d, category_id: categoryId }, editing);
      const answer = editing
        ? await hub.put('/api/v1/admin/templates', { body: { id: template.id, ...body } })
        : await hub.post('/api/v1/admin/templates', { body });
      setSaved('saved');
      // The notes went with the revision this save published.
      setD((current) => ({ ...current, release_notes: '', contains_security_updates: false }));
      if (!editing) justCreated = answer.template.slug;
      navigate(`/admin/templates/${encodeURIComponent(answer.template.slug)}`, true);
    });
  };

  return (
    <>
      <PageTitle title={editing ? `Edit ${template.name}` : 'New template'}>
        {editing ? `Edit “${template.name}”` : 'New template'}
      </PageTitle>
      <SubNav links={ADMIN_LINKS} />
      {editing && (
        <p>
          <Link to={`/templates/${encodeURIComponent(template.slug)}`}>See it in the catalog</Link>
        </p>
      )}
      <Problems.Provider value={problems}>
        <form className="template-form" onSubmit={submit}>
          <fieldset>
            <legend>Identity</legend>
            <div className="grid2">
              <Field id="tf-name" label="Name">
                <input
                  {...text('name')}
                  required
                  maxLength={200}
                  onChange={(e) => {
                    edited('name');
                    if (!slugEdited) edited('slug');
                    setD({ ...d, name: e.target.value, slug: slugEdited ? d.slug : slugFrom(e.target.value) });
                  }}
                />
              </Field>
              <Field
                id="tf-slug"
                label="Slug"
                help={`${editing ? '' : 'Suggested from the name: '}lowercase letters, digits and hyphens; unique.`}
              >
                <input
                  {...text('slug', 'tf-slug-help')}
                  required
                  onChange={(e) => {
                    edited('slug');
                    setSlugEdited(true);
                    setD({ ...d, slug: e.target.value });
                  }}
                />
              </Field>
              <Field id="tf-category_id" label="Category">
                <select
                  id="tf-category_id"
                  required
                  value={categoryId}
                  onChange={(e) => setD({ ...d, category_id: e.target.value })}
                >
                  {(categories.data?.categories ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                      {c.is_private ? ' (private)' : ''}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="tf-kind" label="Kind">
                <input {...text('kind')} />
              </Field>
              <Field id="tf-version" label="Version">
                <input {...text('version')} maxLength={100} />
              </Field>
              <Field id="tf-owner_org_id" label="Owner organization">
                <select
                  id="tf-owner_org_id"
                  value={d.owner_org_id}
                  onChange={(e) => setD({ ...d, owner_org_id: e.target.value })}
                >
                  <option value="">None</option>
                  {(orgs.data?.organizations ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="tf-icon_url" label="Icon URL" help="An http(s) URL; empty for none.">
                <input {...text('icon_url', 'tf-icon_url-help')} type="url" />
              </Field>
            </div>
          </fieldset>
          <fieldset>
            <legend>Description and documentation</legend>
            <Field id="tf-description" label="Description">
              <textarea {...text('description')} rows={3} maxLength={10000} />
            </Field>
            <Field id="tf-documentation" label="Documentation (Markdown)" help="Raw HTML is shown as text.">
              <textarea {...text('documentation', 'tf-documentation-help')} rows={10} />
            </Field>
            {d.documentation.trim() && (
              <details>
                <summary>Preview</summary>
                <Markdown source={d.documentation} />
              </details>
            )}
          </fieldset>
          <fieldset>
            <legend>Image</legend>
            <div className="grid2">
              <Field id="tf-image_name" label="Image name" help="e.g. ghcr.io/org/app">
                <input {...text('image_name', 'tf-image_name-help')} required />
              </Field>
              <Field id="tf-image_tag" label="Image tag">
                <input {...text('image_tag')} />
              </Field>
              <Field
                id="tf-image_digest"
                label="Image digest"
                help="sha256: and 64 lowercase hex digits; empty for none."
              >
                <input
                  {...text('image_digest', 'tf-image_digest-help')}
                  pattern="sha256:[a-f0-9]{64}"
                  spellCheck={false}
                />
              </Field>
              <Field id="tf-registry_url" label="Registry URL">
                <input {...text('registry_url')} />
              </Field>
              <Field
                id="tf-registry_username"
                label="Registry username"
                help={
                  template?.registry_credentials_set
                    ? 'Credentials are stored; fill both to replace them.'
                    : 'Write-only.'
                }
              >
                <input {...text('registry_username', 'tf-registry_username-help')} autoComplete="off" />
              </Field>
              <Field id="tf-registry_password" label="Registry password">
                <input {...text('registry_password')} type="password" autoComplete="new-password" />
              </Field>
            </div>
            {template?.registry_credentials_set && (
              <div className="check">
                <input
                  id="tf-clear-creds"
                  type="checkbox"
                  checked={d.clear_registry_credentials}
                  onChange={(e) => setD({ ...d, clear_registry_credentials: e.target.checked })}
                />
                <label htmlFor="tf-clear-creds">Remove the stored registry credentials</label>
              </div>
            )}
            <Field id="tf-command" label="Command" help="One argument per line; empty for the image's default.">
              <textarea {...text('command', 'tf-command-help')} rows={3} />
            </Field>
          </fieldset>
          <fieldset>
            <legend>Resources</legend>
            <div className="grid2">
              <Field
                id="tf-cpu_request"
                label="CPU"
                help={readable('Kubernetes quantity, e.g. 500m or 2', formatCpu(d.cpu_request))}
              >
                <input {...text('cpu_request', 'tf-cpu_request-help')} />
              </Field>
              <Field id="tf-memory_request" label="Memory" help={readable('e.g. 4Gi', formatMemory(d.memory_request))}>
                <input {...text('memory_request', 'tf-memory_request-help')} />
              </Field>
              <Field id="tf-gpu_count" label="GPU count">
                <input {...text('gpu_count')} type="number" min={0} max={64} />
              </Field>
              <Field id="tf-vram_request" label="VRAM" help={readable('e.g. 24Gi', formatMemory(d.vram_request))}>
                <input {...text('vram_request', 'tf-vram_request-help')} />
              </Field>
              <Field id="tf-concurrent_jobs" label="Concurrent jobs">
                <input {...text('concurrent_jobs')} type="number" min={1} max={10000} />
              </Field>
            </div>
          </fieldset>
          <Rows
            legend="Ports"
            noun="port"
            rows={d.ports}
            onChange={(ports) => setD({ ...d, ports })}
            make={() => ({ containerPort: 8080, protocol: 'TCP' })}
            columns={[
              { key: 'containerPort', label: 'Container port', type: 'number' },
              { key: 'protocol', label: 'Protocol', options: ['TCP', 'UDP', 'SCTP'] },
            ]}
          />
          <Rows
            legend="Environment schema (what the operator sets)"
            noun="variable"
            rows={d.env_schema}
            onChange={(env_schema) => setD({ ...d, env_schema })}
            make={() => ({ name: '', description: '', default_value: '', required: false })}
            columns={[
              { key: 'name', label: 'Name' },
              { key: 'description', label: 'Description' },
              { key: 'default_value', label: 'Default' },
              { key: 'required', label: 'Required', type: 'checkbox' },
            ]}
          />
          <Rows
            legend="Fixed environment"
            noun="value"
            rows={d.env}
            onChange={(env) => setD({ ...d, env })}
            make={() => ({ name: '', value: '' })}
            columns={[
              { key: 'name', label: 'Name' },
              { key: 'value', label: 'Value' },
            ]}
          />
          <Rows
            legend="Volumes"
            noun="volume"
            rows={d.volume_mounts}
            onChange={(volume_mounts) => setD({ ...d, volume_mounts })}
            make={() => ({ name: '', mountPath: '/data' })}
            columns={[
              { key: 'name', label: 'Name' },
              { key: 'mountPath', label: 'Mount path' },
            ]}
          />
          <fieldset>
            <legend>Scheduling and secrets</legend>
            <Field id="tf-node_selector" label="Node selector" help="One label=value per line.">
              <textarea {...text('node_selector', 'tf-node_selector-help')} rows={2} />
            </Field>
            <Field id="tf-required_network_types" label="Required network types" help="Comma-separated.">
              <input {...text('required_network_types', 'tf-required_network_types-help')} />
            </Field>
            <Field
              id="tf-secret_refs"
              label="Secret names"
              help="Comma-separated names of secrets the instance provides."
            >
              <input {...text('secret_refs', 'tf-secret_refs-help')} />
            </Field>
          </fieldset>
          <Rows
            legend="Tolerations"
            noun="toleration"
            rows={d.tolerations}
            onChange={(tolerations) => setD({ ...d, tolerations })}
            make={() => ({ key: '', operator: 'Equal', value: '', effect: 'NoSchedule' })}
            columns={[
              { key: 'key', label: 'Key' },
              { key: 'operator', label: 'Operator', options: ['Equal', 'Exists'] },
              { key: 'value', label: 'Value' },
              { key: 'effect', label: 'Effect', options: ['', 'NoSchedule', 'PreferNoSchedule', 'NoExecute'] },
              { key: 'tolerationSeconds', label: 'Seconds', type: 'number' },
            ]}
          />
          <fieldset>
            <legend>Catalog</legend>
            <Field id="tf-tags" label="Tags" help="Comma-separated; stored lowercase.">
              <input {...text('tags', 'tf-tags-help')} />
            </Field>
            <Field id="tf-min_tier" label="Minimum tier">
              <select
                id="tf-min_tier"
                value={d.min_tier}
                onChange={(e) => setD({ ...d, min_tier: e.target.value as Tier })}
              >
                <option value="free">free</option>
                <option value="pro">pro</option>
                <option value="enterprise">enterprise</option>
              </select>
            </Field>
            <div className="check">
              <input
                id="tf-featured"
                type="checkbox"
                checked={d.is_featured}
                onChange={(e) => setD({ ...d, is_featured: e.target.checked })}
              />
              <label htmlFor="tf-featured">Featured</label>
            </div>
            <div className="check">
              <input
                id="tf-public"
                type="checkbox"
                checked={d.is_public}
                onChange={(e) => setD({ ...d, is_public: e.target.checked })}
              />
              <label htmlFor="tf-public">Public (visible to everyone, subject to its category)</label>
            </div>
          </fieldset>
          <fieldset>
            <legend>Release notes</legend>
            <p className="muted">
              A save that changes a deployable field (version, image, resources, environment, ports, volumes,
              scheduling, tier) publishes a new revision; these notes go with it. A save that changes none publishes
              nothing and refuses notes.
            </p>
            <Field
              id="tf-changes"
              label="Changes"
              help={`One a line, as kind: description (kinds: ${CHANGE_KINDS.join(', ')}).`}
            >
              <textarea {...text('release_notes', 'tf-changes-help')} id="tf-changes" rows={3} />
            </Field>
            <div className="check">
              <input
                id="tf-security"
                type="checkbox"
                checked={d.contains_security_updates}
                onChange={(e) => setD({ ...d, contains_security_updates: e.target.checked })}
              />
              <label htmlFor="tf-security">Contains security updates</label>
            </div>
          </fieldset>
          <ErrorNote error={formNote(action.problem, action.error, fields) ?? categories.error ?? orgs.error} />
          {saved && (
            <p role="status" className="ok">
              {saved === 'created' ? 'Template created.' : 'Saved.'}{' '}
              {template && <Link to={`/templates/${encodeURIComponent(template.slug)}`}>See it in the catalog</Link>}
            </p>
          )}
          <div className="row">
            <button type="submit" disabled={action.busy}>
              {editing ? 'Save template' : 'Create template'}
            </button>
            <Link to="/admin/templates" className="button secondary">
              Cancel
            </Link>
          </div>
        </form>
      </Problems.Provider>
      {template && <Deprecation template={template} />}
    </>
  );
}

/**
 * Deprecate (with a reason and, optionally, the template to use instead) or undeprecate, each after a confirmation.
 * A catalog field: it publishes no revision, and the template stays listed with a "Deprecated" badge.
 */
function Deprecation({ template }: { template: AdminTemplate }) {
  const [current, setCurrent] = useState(template.deprecated);
  const [reason, setReason] = useState('');
  const [replacement, setReplacement] = useState('');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const action = useAction();
  const { problems, edited } = useFieldProblems(action.problem);
  const fields: [string, string][] = [
    ['deprecated.reason', 'dep-reason'],
    ['deprecated.replacement_slug', 'dep-replacement'],
  ];
  useFocusFirstError(problems, fields);
  const save = () => {
    setAsking(false);
    setDone(null);
    void action.run(async () => {
      const deprecated = current ? null : { reason: reason.trim(), replacement_slug: replacement.trim() || null };
      const answer = await hub.put('/api/v1/admin/templates', { body: { id: template.id, deprecated } });
      setCurrent(answer.template.deprecated);
      setDone(answer.template.deprecated ? 'Deprecated.' : 'No longer deprecated.');
      setReason('');
      setReplacement('');
    });
  };
  return (
    <section aria-labelledby="h-deprecation" className="stack">
      <h2 id="h-deprecation">Deprecation</h2>
      {current ? (
        <p>
          <span className="badge deprecated">Deprecated</span> {current.reason}
          {current.replacement_slug && <> Use {current.replacement_slug} instead.</>}
        </p>
      ) : (
        <p className="muted">
          A deprecated template stays in the catalog, marked “Deprecated” with its reason; it publishes no revision.
        </p>
      )}
      <form
        className="stack"
        aria-label={current ? 'Undeprecate this template' : 'Deprecate this template'}
        onSubmit={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        {!current && (
          <>
            <label htmlFor="dep-reason">Why is it deprecated?</label>
            <input
              id="dep-reason"
              required
              maxLength={1000}
              value={reason}
              {...invalidProps(problems, 'deprecated.reason', 'dep-reason')}
              onChange={(e) => {
                edited('deprecated.reason');
                setReason(e.target.value);
              }}
            />
            <FieldError problems={problems} field="deprecated.reason" id="dep-reason" />
            <label htmlFor="dep-replacement">Use instead (a template slug, optional)</label>
            <input
              id="dep-replacement"
              value={replacement}
              {...invalidProps(problems, 'deprecated.replacement_slug', 'dep-replacement')}
              onChange={(e) => {
                edited('deprecated.replacement_slug');
                setReplacement(e.target.value);
              }}
            />
            <FieldError problems={problems} field="deprecated.replacement_slug" id="dep-replacement" />
          </>
        )}
        <ErrorNote error={problems.length ? null : action.error} />
        {done && (
          <p role="status" className="ok">
            {done}
          </p>
        )}
        <div className="row">
          <button type="submit" className={current ? 'secondary' : 'danger'} disabled={action.busy}>
            {current ? 'Undeprecate…' : 'Deprecate…'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={current ? `Undeprecate ${template.name}?` : `Deprecate ${template.name}?`}
        confirmLabel={current ? 'Undeprecate' : 'Deprecate'}
        danger={!current}
        onCancel={() => setAsking(false)}
        onConfirm={save}
      >
        <p>
          {current
            ? 'The catalog stops marking it deprecated.'
            : `The catalog marks it deprecated: “${reason.trim()}”${replacement.trim() ? `, use ${replacement.trim()} instead` : ''}.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
