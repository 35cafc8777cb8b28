import type { TemplateUpdate } from '../../fleet-api.js';
import { DeprecationNote } from './DeprecationNote.js';
import { UPDATE_CLASS_TEXT } from './texts.js';

/** The pinned templates with something to do, each with its class (and a deprecation's reason) and "Review". */
export function UpdatesWaiting({
  updates,
  onReview,
  onFind,
}: {
  updates: TemplateUpdate[];
  onReview: (slug: string) => void;
  onFind: (slug: string) => void;
}) {
  if (!updates.length) return null;
  return (
    <section aria-labelledby="h-updates" className="updates-waiting">
      <h2 id="h-updates">Updates waiting</h2>
      <ul className="plain">
        {updates.map((u) => (
          <li key={u.id} data-testid="update">
            <span className={`badge update-${u.update_class}`}>{UPDATE_CLASS_TEXT[u.update_class]}</span> {u.name}:
            revision {u.pinned.revision} → {u.target_revision ?? 'none to move to'}{' '}
            <button type="button" className="secondary small" onClick={() => onReview(u.slug)}>
              Review<span className="visually-hidden"> the update of {u.name}</span>
            </button>
            {u.deprecation && <DeprecationNote deprecation={u.deprecation} onFind={onFind} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
