import { useState } from 'react';
import { ErrorNote, Loading } from '../../../shared/ui.js';
import { RevisionDiffTable } from '../../../shared/revision-diff.js';
import { useLoad } from '../components.js';
import { hub } from '../hub-api.js';

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
            <RevisionDiffTable diff={data.diff} from={data.from} to={data.to} />
          </>
        )}
      </div>
    </section>
  );
}
