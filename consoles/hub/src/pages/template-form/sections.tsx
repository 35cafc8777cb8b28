import { slugFrom } from '../../../../shared/slug.js';
import { formatCpu, formatMemory } from '../../../../shared/quantities.js';
import type { AdminTemplate, Tier } from '../../hub-api.js';
import { Markdown } from '../../markdown-view.js';
import { CHANGE_KINDS } from './draft.js';
import { Field, readable, Rows, type SectionProps } from './fields.js';

type AdminCategory = { id: string; name: string; is_private: boolean };
type AdminOrganization = { id: string; name: string };

/** Name, slug, category, kind, version, owner, icon. */
export function IdentitySection({
  d,
  setD,
  text,
  editing,
  edited,
  slugEdited,
  setSlugEdited,
  categoryId,
  categories,
  orgs,
}: SectionProps & {
  editing: boolean;
  edited: (field: string) => void;
  slugEdited: boolean;
  setSlugEdited: (edited: boolean) => void;
  categoryId: string;
  categories: AdminCategory[];
  orgs: AdminOrganization[];
}) {
  return (
    <>
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
              {categories.map((c) => (
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
              {orgs.map((o) => (
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
    </>
  );
}

/** The card text and the Markdown documentation, with a preview. */
export function DescriptionSection({ d, text }: SectionProps) {
  return (
    <>
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
    </>
  );
}

/** What runs: image, digest, registry and its write-only credentials, command. */
export function ImageSection({ d, setD, text, template }: SectionProps & { template: AdminTemplate | null }) {
  return (
    <>
      <fieldset>
        <legend>Image</legend>
        <div className="grid2">
          <Field id="tf-image_name" label="Image name" help="e.g. ghcr.io/org/app">
            <input {...text('image_name', 'tf-image_name-help')} required />
          </Field>
          <Field id="tf-image_tag" label="Image tag">
            <input {...text('image_tag')} />
          </Field>
          <Field id="tf-image_digest" label="Image digest" help="sha256: and 64 lowercase hex digits; empty for none.">
            <input {...text('image_digest', 'tf-image_digest-help')} pattern="sha256:[a-f0-9]{64}" spellCheck={false} />
          </Field>
          <Field id="tf-registry_url" label="Registry URL">
            <input {...text('registry_url')} />
          </Field>
          <Field
            id="tf-registry_username"
            label="Registry username"
            help={
              template?.registry_credentials_set ? 'Credentials are stored; fill both to replace them.' : 'Write-only.'
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
    </>
  );
}

/** What it asks of a cluster: CPU, memory, GPUs, VRAM, concurrent jobs. */
export function ResourcesSection({ d, text }: SectionProps) {
  return (
    <>
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
    </>
  );
}

/** Ports, environment, volumes, scheduling, secrets, tolerations. */
export function RuntimeSection({ d, setD, text }: SectionProps) {
  return (
    <>
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
        <Field id="tf-secret_refs" label="Secret names" help="Comma-separated names of secrets the instance provides.">
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
    </>
  );
}

/** How the catalog shows it: tags, tier, featured, public. */
export function CatalogSection({ d, setD, text }: SectionProps) {
  return (
    <>
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
    </>
  );
}

/** The notes that go with the revision a save publishes. */
export function ReleaseNotesSection({ d, setD, text }: SectionProps) {
  return (
    <>
      <fieldset>
        <legend>Release notes</legend>
        <p className="muted">
          A save that changes a deployable field (version, image, resources, environment, ports, volumes, scheduling,
          tier) publishes a new revision; these notes go with it. A save that changes none publishes nothing and refuses
          notes.
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
    </>
  );
}
