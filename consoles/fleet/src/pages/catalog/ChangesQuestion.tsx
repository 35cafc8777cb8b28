import { useEffect, useRef } from 'react';
import { ErrorNote, Loading } from '../../../../shared/ui.js';
import { fleet } from '../../fleet-api.js';
import { useLoad } from '../../use-load.js';
import { ChangesView } from './ChangesView.js';

/**
 * A move between two revisions asked before it is made: the release notes and the diff from the revision the fleet
 * serves to the one it would serve (the hub's `/changes`), what the move does, then the button that makes it.
 * Used by "Accept the update" and by "Unpin".
 */
export function ChangesQuestion({
  slug,
  from,
  to,
  busy,
  explanation,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
}: {
  slug: string;
  from: number;
  to: number;
  busy: boolean;
  explanation: string;
  confirmLabel: string;
  onConfirm: () => void;
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  const changes = useLoad(
    () =>
      from < to
        ? fleet.get('/api/v1/hub/templates/{slug}/changes', {
            path: { slug },
            query: { from: String(from), to: String(to) },
          })
        : Promise.resolve(null),
    [slug, from, to],
  );
  const ready = from >= to || changes.data !== null;
  // Once the notes are in, the focus goes to them (the button that asked for them may have gone).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready && document.activeElement === document.body) box.current?.focus();
  }, [ready]);
  return (
    <div ref={box} tabIndex={-1} className="changes-question">
      <ErrorNote error={changes.error} />
      {!ready && !changes.error && <Loading />}
      {from >= to && (
        <p className="muted" data-testid="changes">
          Revision {from} is the latest: nothing the fleet deploys changes.
        </p>
      )}
      {changes.data && <ChangesView changes={changes.data} />}
      {ready && (
        <>
          <p className="muted">{explanation}</p>
          <div className="actions">
            <button type="button" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
            {onCancel && (
              <button type="button" className="secondary" disabled={busy} onClick={onCancel}>
                {cancelLabel ?? 'Cancel'}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
