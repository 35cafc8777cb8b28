import { RevisionDiffTable } from '../../../../shared/revision-diff.js';
import type { ReleaseChange, TemplateChanges } from '../../fleet-api.js';

export function Notes({ changes }: { changes: ReleaseChange[] }) {
  if (!changes.length) return <span className="muted">No notes.</span>;
  return (
    <ul className="notes">
      {changes.map((c, i) => (
        <li key={i}>
          <span className={`badge change-${c.kind}`}>{c.kind}</span> {c.description}
        </li>
      ))}
    </ul>
  );
}

/**
 * The release notes of the revisions in (from, to] and the diff between the two (the hub's `/changes`), the diff
 * drawn by the consoles' one revision-diff view (consoles/shared/revision-diff.tsx).
 */
export function ChangesView({ changes }: { changes: TemplateChanges }) {
  return (
    <div data-testid="changes">
      <h4>Release notes</h4>
      {changes.revisions.map((r) => (
        <div key={r.revision} data-testid="change-revision">
          <strong>
            Revision {r.revision} ({r.version || 'no version'})
          </strong>
          {r.yanked && <span className="badge">yanked</span>}
          {r.yanked && <p className="muted">Withdrawn: {r.yanked.reason}</p>}
          <Notes changes={r.changes} />
        </div>
      ))}
      <h4>
        What changes (revision {changes.from} → {changes.to})
      </h4>
      <RevisionDiffTable diff={changes.diff} from={changes.from} to={changes.to} />
    </div>
  );
}
