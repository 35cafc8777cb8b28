import { useState } from 'react';
import { ErrorNote, formatDate, Loading } from '../../../shared/ui.js';
import { Pager, useAction, useLoad } from '../components.js';
import { hub } from '../hub-api.js';

/**
 * A template's published revisions, newest first, with their notes; an admin yanks a past revision or rolls back
 * to one (each with a reason). `onChange` reloads the template after a rollback published a new revision.
 */
export function Revisions({
  slug,
  templateId,
  current,
  admin,
  onChange,
}: {
  slug: string;
  templateId: string;
  current: number;
  admin: boolean;
  onChange: () => void;
}) {
  const [page, setPage] = useState(1);
  const list = useLoad(
    () =>
      hub.get('/api/v1/catalog/templates/{slug}/versions', {
        path: { slug },
        query: { page: String(page), limit: '20' },
      }),
    [slug, page, current],
  );
  const action = useAction();
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState<{ kind: 'yank' | 'rollback'; revision: number } | null>(null);

  const submit = () =>
    void action.run(async () => {
      if (!target) return;
      if (target.kind === 'yank') {
        await hub.post('/api/v1/admin/templates/yank', {
          body: { id: templateId, revision: target.revision, reason },
        });
      } else {
        await hub.post('/api/v1/admin/templates/rollback', {
          body: { id: templateId, to_revision: target.revision, reason },
        });
      }
      setTarget(null);
      setReason('');
      list.reload();
      onChange();
    });

  return (
    <section aria-labelledby="h-revisions">
      <h2 id="h-revisions">Revisions</h2>
      <ErrorNote error={list.error ?? action.error} />
      {!list.data && !list.error && <Loading />}
      {list.data?.versions.map((v) => (
        <article key={v.revision} className="card" data-testid="revision" aria-label={`Revision ${v.revision}`}>
          <h3>
            Revision {v.revision} · {v.version || 'no version'} · {formatDate(v.published_at)}
            {v.revision === current && <span className="badge">current</span>}
            {v.contains_security_updates && <span className="badge">security</span>}
            {v.version_reused && <span className="badge">version reused</span>}
            {v.yanked && <span className="badge">yanked</span>}
          </h3>
          <p>
            <code>{v.image_ref}</code>
          </p>
          {v.yanked && (
            <p>
              Yanked {formatDate(v.yanked.at)}: {v.yanked.reason}
            </p>
          )}
          {v.changes.length > 0 ? (
            <ul>
              {v.changes.map((c, i) => (
                <li key={i}>
                  <span className="tag">{c.kind}</span> {c.description}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No release notes.</p>
          )}
          {admin && v.revision !== current && (
            <div className="row">
              {!v.yanked && (
                <button
                  type="button"
                  className="secondary"
                  disabled={action.busy}
                  onClick={() => setTarget({ kind: 'yank', revision: v.revision })}
                >
                  Yank revision {v.revision}
                </button>
              )}
              {!v.yanked && v.revision < current && (
                <button
                  type="button"
                  className="secondary"
                  disabled={action.busy}
                  onClick={() => setTarget({ kind: 'rollback', revision: v.revision })}
                >
                  Roll back to revision {v.revision}
                </button>
              )}
            </div>
          )}
          {target?.revision === v.revision && (
            <form
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <label htmlFor={`reason-${v.revision}`}>
                {target.kind === 'yank'
                  ? `Why is revision ${v.revision} withdrawn?`
                  : `Why roll back to revision ${v.revision}? (revisions after it are yanked)`}
              </label>
              <input
                id={`reason-${v.revision}`}
                required
                maxLength={1000}
                autoFocus
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="row">
                <button type="submit" className="danger" disabled={action.busy}>
                  {target.kind === 'yank' ? 'Yank' : 'Roll back'}
                </button>
                <button type="button" className="secondary" onClick={() => setTarget(null)}>
                  Cancel
                </button>
              </div>
            </form>
          )}
        </article>
      ))}
      {list.data && list.data.pagination.totalPages > 1 && <Pager pagination={list.data.pagination} onPage={setPage} />}
    </section>
  );
}
