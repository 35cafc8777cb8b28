import { type ReactNode, useState } from 'react';
import { ErrorNote, Loading } from '../../../shared/ui.js';
import { formatCpu, formatMemory } from '../../../shared/quantities.js';
import type { HubSchemas } from '#lib/api-types';
import { useLoad } from '../components.js';
import { hub } from '../hub-api.js';

type Diff = HubSchemas['SnapshotDiffDto'];

const RESOURCE_NAMES: Record<string, string> = {
  cpu_request: 'CPU',
  memory_request: 'Memory',
  gpu_count: 'GPU count',
  vram_request: 'VRAM',
  concurrent_jobs: 'Concurrent jobs',
};

/** A resource's value as a person reads it (memory and VRAM in GiB, CPU in cores). */
function resourceText(field: string, value: string | number): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (field === 'memory_request' || field === 'vram_request') return formatMemory(String(value));
  if (field === 'cpu_request') return formatCpu(String(value));
  return String(value);
}

/** One changed field: its name, what it was, what it is. */
function Change({ name, from, to }: { name: string; from: ReactNode; to: ReactNode }) {
  return (
    <tr data-testid="diff-row">
      <th scope="row">{name}</th>
      <td data-label="Before">{from === null ? '—' : <del>{from}</del>}</td>
      <td data-label="After">{to === null ? '—' : <ins>{to}</ins>}</td>
    </tr>
  );
}

const list = (items: string[]) => (items.length ? items.join(', ') : null);

/** The rows of a snapshot diff: image, resources, variables, ports, volumes (only what changed). */
function diffRows(diff: Diff): ReactNode[] {
  const rows: ReactNode[] = [];
  if (diff.image_ref) {
    rows.push(
      <Change
        key="image"
        name="Image"
        from={<code>{diff.image_ref.from}</code>}
        to={<code>{diff.image_ref.to}</code>}
      />,
    );
  }
  for (const r of diff.resources) {
    rows.push(
      <Change
        key={r.field}
        name={RESOURCE_NAMES[r.field] ?? r.field}
        from={resourceText(r.field, r.from)}
        to={resourceText(r.field, r.to)}
      />,
    );
  }
  const env = diff.env_schema;
  if (env.added.length || env.removed.length) {
    rows.push(<Change key="env" name="Variables" from={list(env.removed)} to={list(env.added)} />);
  }
  if (env.newly_required.length) {
    rows.push(
      <Change key="env-required" name="Now required" from="optional or absent" to={list(env.newly_required)} />,
    );
  }
  const port = (p: { containerPort: number; protocol: string }) => `${p.containerPort}/${p.protocol}`;
  if (diff.ports.added.length || diff.ports.removed.length) {
    rows.push(
      <Change
        key="ports"
        name="Ports"
        from={list(diff.ports.removed.map(port))}
        to={list(diff.ports.added.map(port))}
      />,
    );
  }
  const volume = (v: { name: string; mountPath: string }) => `${v.name} at ${v.mountPath}`;
  if (diff.volume_mounts.added.length || diff.volume_mounts.removed.length) {
    rows.push(
      <Change
        key="volumes"
        name="Volumes"
        from={list(diff.volume_mounts.removed.map(volume))}
        to={list(diff.volume_mounts.added.map(volume))}
      />,
    );
  }
  return rows;
}

/**
 * What changed between two revisions of a template (`GET …/changes?from&to`): the reader picks both (by default the
 * previous and the current one) and reads each changed field, before → after. Removed items are in "Before", added
 * ones in "After".
 */
export function RevisionDiff({ slug, current }: { slug: string; current: number }) {
  const [pick, setPick] = useState({ from: Math.max(1, current - 1), to: current });
  const from = Math.min(pick.from, current);
  const to = Math.min(pick.to, current);
  const changes = useLoad(
    () =>
      from < to
        ? hub.get('/api/v1/catalog/templates/{slug}/changes', {
            path: { slug },
            query: { from: String(from), to: String(to) },
          })
        : Promise.resolve(null),
    [slug, from, to],
  );
  if (current < 2) return null;
  const revisions = Array.from({ length: current }, (_, i) => i + 1);
  // The answer for the pair shown (not the previous pair's, while the new one loads).
  const data = changes.data && changes.data.from === from && changes.data.to === to ? changes.data : null;
  const rows = data ? diffRows(data.diff) : [];
  return (
    <section aria-labelledby="h-diff">
      <h2 id="h-diff">What changed</h2>
      <form className="filters" aria-label="Revisions to compare" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor="diff-from">From revision</label>
          <select id="diff-from" value={from} onChange={(e) => setPick({ ...pick, from: Number(e.target.value) })}>
            {revisions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="diff-to">To revision</label>
          <select id="diff-to" value={to} onChange={(e) => setPick({ ...pick, to: Number(e.target.value) })}>
            {revisions.map((r) => (
              <option key={r} value={r}>
                {r}
                {r === current ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite">
        {from >= to ? (
          <p className="muted">Pick an earlier “From” revision than the “To” one.</p>
        ) : changes.error ? (
          <ErrorNote error={changes.error} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            <p>
              Revision {data.from} → revision {data.to}
              {data.contains_security_updates && <span className="badge">security</span>}
              {data.yanked.length > 0 && (
                <span className="muted"> · yanked meanwhile: {data.yanked.map((y) => y.revision).join(', ')}</span>
              )}
            </p>
            {rows.length === 0 ? (
              <p className="muted">No deployable field changed (only notes, documentation or catalog fields).</p>
            ) : (
              <div className="table-wrap">
                <table className="revision-diff" aria-label={`Changes from revision ${from} to revision ${to}`}>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>{rows}</tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
