import { useState } from 'react';
import { ActionsCell, DataTable, ErrorNote, formatDate, Loading, Notice } from '../../../shared/ui.js';
import { fleet, type ReleaseChange, type TemplateUpdate } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

/** The update classes (docs/fleet-console.md, "Update classes"): each its own words and badge. */
export const UPDATE_CLASS_TEXT: Record<TemplateUpdate['update_class'], string> = {
  required: 'Update required: the pinned revision was withdrawn',
  security: 'Security update',
  recommended: 'Recommended update: fixes or changes',
  other: 'Other update',
};

function Notes({ changes }: { changes: ReleaseChange[] }) {
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

/** The hub templates this fleet mirrors: their revisions and notes, pins, and the updates pinned ones miss. */
export function HubTemplatesPage() {
  const templates = useLoad(() => fleet.get('/api/v1/hub/templates').then((r) => r.templates));
  const updates = useLoad(() => fleet.get('/api/v1/hub/updates').then((r) => r.updates));
  const [open, setOpen] = useState<string | null>(null);
  const versions = useLoad(
    () => (open ? fleet.get('/api/v1/hub/templates/{slug}/versions', { path: { slug: open } }) : Promise.resolve(null)),
    [open],
  );
  const reloadAll = () => {
    templates.reload();
    updates.reload();
    versions.reload();
  };
  const action = useAction(reloadAll);

  const pin = (slug: string, revision: number) =>
    void action.run(async () => {
      await fleet.put('/api/v1/hub/templates/{slug}/pin', { path: { slug }, body: { revision } });
      return `${slug} is pinned to revision ${revision}.`;
    });
  const unpin = (slug: string) =>
    void action.run(async () => {
      await fleet.delete('/api/v1/hub/templates/{slug}/pin', { path: { slug } });
      return `${slug} follows the latest revision again.`;
    });

  return (
    <>
      <h1>Hub templates</h1>
      <p className="muted">
        The templates this fleet mirrors from the hub. Pin one to keep deploying a revision you have tested; the fleet
        serves it until you unpin it, also while the hub is unreachable.
      </p>
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
      <section aria-labelledby="h-updates">
        <h2 id="h-updates">Updates for pinned templates</h2>
        <ErrorNote error={updates.error} />
        {!updates.data && !updates.error && <Loading />}
        {updates.data && updates.data.length === 0 && <p className="muted">Every pinned template is current.</p>}
        {updates.data?.map((u) => (
          <article key={u.id} className="card" data-testid="update" aria-label={`Update for ${u.name}`}>
            <h3>
              {u.name}: revision {u.pinned.revision} → {u.target_revision ?? 'none to move to'}
            </h3>
            <p>
              <span className={`badge update-${u.update_class}`} data-testid="update-class">
                {UPDATE_CLASS_TEXT[u.update_class]}
              </span>
              {!u.image_changes && u.target_revision !== null && (
                <span className="muted"> Same image as the pinned revision (a rollback or a metadata change).</span>
              )}
              {u.pinned_yanked && <span> Reason: {u.pinned_yanked.reason}</span>}
            </p>
            {u.revisions.map((r) => (
              <div key={r.revision}>
                <strong>
                  Revision {r.revision} ({r.version || 'no version'})
                </strong>
                {r.yanked && <span className="badge">yanked</span>}
                <Notes changes={r.changes} />
              </div>
            ))}
            <div className="row">
              {u.target_revision !== null && (
                <button type="button" disabled={action.busy} onClick={() => pin(u.slug, u.target_revision!)}>
                  Pin revision {u.target_revision}
                </button>
              )}
              <button type="button" className="secondary" disabled={action.busy} onClick={() => unpin(u.slug)}>
                Unpin<span className="visually-hidden"> {u.name}</span> (follow the latest)
              </button>
            </div>
          </article>
        ))}
      </section>
      <section aria-labelledby="h-templates">
        <h2 id="h-templates">Mirrored templates</h2>
        <ErrorNote error={templates.error} />
        {!templates.data && !templates.error && <Loading />}
        {templates.data && templates.data.length === 0 && (
          <p className="muted">Nothing mirrored yet: set the hub in Settings and sync.</p>
        )}
        {templates.data && templates.data.length > 0 && (
          <DataTable columns={['Template', 'Serving', 'Pin', 'Actions']} cardsOnPhone>
            {templates.data.map((t) => (
              <tr key={t.id} data-testid="mirror-row">
                <th scope="row" data-label="Template">
                  {t.name} <code>{t.slug}</code>
                  {t.deprecated && <span className="badge">deprecated</span>}
                </th>
                <td data-label="Serving">
                  revision {t.revision ?? '—'} ({t.version || 'no version'})
                </td>
                <td data-label="Pin">
                  {t.pinned
                    ? `pinned to ${t.pinned.revision} (latest ${t.latest_revision ?? '—'}) by ${t.pinned.by}`
                    : 'follows the latest'}
                </td>
                <ActionsCell>
                  <button
                    type="button"
                    className="secondary small"
                    aria-expanded={open === t.slug}
                    onClick={() => setOpen(open === t.slug ? null : t.slug)}
                  >
                    Revisions<span className="visually-hidden"> of {t.name}</span>
                  </button>
                  {t.pinned && (
                    <button
                      type="button"
                      className="secondary small"
                      disabled={action.busy}
                      onClick={() => unpin(t.slug)}
                    >
                      Unpin<span className="visually-hidden"> {t.name}</span>
                    </button>
                  )}
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      {open && (
        <section aria-labelledby="h-revisions">
          <h2 id="h-revisions">Revisions of {open}</h2>
          <ErrorNote error={versions.error} />
          {!versions.data && !versions.error && <Loading />}
          {versions.data?.versions.map(({ revision, entry }) => (
            <article key={revision} className="card" data-testid="revision" aria-label={`Revision ${revision}`}>
              <h3>
                Revision {revision}
                {entry && ` · ${entry.version || 'no version'} · ${formatDate(entry.published_at)}`}
                {versions.data?.pinned?.revision === revision && <span className="badge">pinned</span>}
                {versions.data?.latest_revision === revision && <span className="badge">latest</span>}
                {entry?.contains_security_updates && <span className="badge">security</span>}
                {entry?.yanked && <span className="badge">yanked</span>}
              </h3>
              {entry && (
                <>
                  <p>
                    <code>{entry.image_ref}</code>
                  </p>
                  {entry.yanked && <p>Withdrawn: {entry.yanked.reason}</p>}
                  <Notes changes={entry.changes} />
                </>
              )}
              <button
                type="button"
                className="small"
                disabled={action.busy || !!entry?.yanked || versions.data?.pinned?.revision === revision}
                onClick={() => pin(open, revision)}
              >
                Pin revision {revision}
              </button>
            </article>
          ))}
        </section>
      )}
    </>
  );
}
