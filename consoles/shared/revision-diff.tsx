import type { ReactNode } from 'react';
import { formatCpu, formatMemory } from './quantities.js';

/**
 * The diff of two revision snapshots as both apps answer it (the hub's `GET …/changes`, which the fleet passes on):
 * written structurally so that the hub's and the fleet's generated types both fit it.
 */
export interface SnapshotDiff {
  image_ref: { from: string; to: string } | null;
  resources: { field: string; from: string | number; to: string | number }[];
  env_schema: { added: string[]; removed: string[]; newly_required: string[] };
  ports: { added: Record<string, unknown>[]; removed: Record<string, unknown>[] };
  volume_mounts: { added: Record<string, unknown>[]; removed: Record<string, unknown>[] };
}

/** One name per resource field, in both consoles. */
export const RESOURCE_NAMES: Record<string, string> = {
  cpu_request: 'CPU',
  memory_request: 'Memory',
  gpu_count: 'GPU count',
  vram_request: 'Memory per GPU',
  concurrent_jobs: 'Concurrent jobs',
};

/** A resource's value as a person reads it (memory in GiB, CPU in cores). */
export function resourceText(field: string, value: string | number | null | undefined): string {
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
const field = (o: Record<string, unknown>, key: string, fallback = ''): string => {
  const value = o[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
};
const port = (p: Record<string, unknown>) => `${field(p, 'containerPort')}/${field(p, 'protocol', 'TCP')}`;
const volume = (v: Record<string, unknown>) => `${field(v, 'name')} at ${field(v, 'mountPath')}`;

/** The rows of a snapshot diff: image, resources, variables, ports, volumes (only what changed). */
function diffRows(diff: SnapshotDiff): ReactNode[] {
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
 * What changes between two revisions, field by field, before → after (removed items under "Before", added ones
 * under "After"): the one revision-diff view of both consoles (the hub's template page, the fleet's update review
 * and unpin question).
 */
export function RevisionDiffTable({ diff, from, to }: { diff: SnapshotDiff; from: number; to: number }) {
  const rows = diffRows(diff);
  return (
    <div data-testid="diff">
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
    </div>
  );
}
