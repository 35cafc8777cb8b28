import { ErrorNote, formatDate, Loading } from '../../../../shared/ui.js';
import { fleet } from '../../fleet-api.js';
import { useLoad } from '../../use-load.js';
import { Notes } from './ChangesView.js';
import { SignatureBadge } from './SignatureBadge.js';

/** Every revision of a template the fleet mirrors, with its notes, marks and a pin button. */
export function RevisionList({
  slug,
  pinnedRevision,
  busy,
  onPin,
}: {
  slug: string;
  pinnedRevision: number | null;
  busy: boolean;
  onPin: (revision: number) => void;
}) {
  const versions = useLoad(
    () => fleet.get('/api/v1/hub/templates/{slug}/versions', { path: { slug } }),
    [slug, pinnedRevision],
  );
  return (
    <>
      <h3>All revisions</h3>
      <ErrorNote error={versions.error} />
      {!versions.data && !versions.error && <Loading />}
      <ol className="plain revisions">
        {versions.data?.versions.map(({ revision, entry, signature, yank }) => (
          <li key={revision} className="revision" data-testid="revision">
            <h4>
              Revision {revision}
              {entry && ` · ${entry.version || 'no version'} · ${formatDate(entry.published_at)}`}{' '}
              {versions.data?.pinned?.revision === revision && <span className="badge">pinned</span>}
              {versions.data?.latest_revision === revision && <span className="badge">latest</span>}
              {entry?.contains_security_updates && <span className="badge">security</span>}
              {entry?.yanked && <span className="badge">{yank?.hub_only ? 'yanked (hub only)' : 'yanked'}</span>}
              <SignatureBadge signature={signature} />
            </h4>
            {entry && (
              <>
                <p>
                  <code>{entry.image_ref}</code>
                </p>
                {entry.yanked && (
                  <p>
                    Withdrawn{yank?.hub_only ? ' by the hub only (not signed by the publisher; not acted on)' : ''}:{' '}
                    {entry.yanked.reason}
                  </p>
                )}
                <Notes changes={entry.changes} />
              </>
            )}
            <button
              type="button"
              className="small secondary"
              disabled={busy || (yank ? yank.acted : !!entry?.yanked) || versions.data?.pinned?.revision === revision}
              onClick={() => onPin(revision)}
            >
              Pin revision {revision}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
