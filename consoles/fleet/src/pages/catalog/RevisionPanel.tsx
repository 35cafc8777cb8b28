import { type RefObject, useEffect, useRef } from 'react';
import type { CatalogItem } from '../../fleet-api.js';
import { RevisionList } from './RevisionList.js';
import { UnpinReview } from './UnpinReview.js';
import { UpdateReview } from './UpdateReview.js';

/** Escape closes the panel when the focus is in it, or nowhere (a pressed button that was then disabled). */
function useEscapeToClose(section: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      if (!active || active === document.body || section.current?.contains(active)) {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, section]);
}

/** When `present` turns false (what held the focus went with it), the focus goes to `target`. */
function useFocusWhenGone(present: boolean, target: RefObject<HTMLElement | null>) {
  const had = useRef(present);
  useEffect(() => {
    if (had.current && !present) target.current?.focus();
    had.current = present;
  }, [present, target]);
}

/**
 * A template's revisions beside its row: the update to review (release notes and diff, then accept), the unpin
 * question (the same notes and diff, then unpin), every revision with its notes and a pin button. It takes the focus
 * when it opens; Escape closes it.
 */
export function RevisionPanel({
  item,
  top,
  busy,
  askingUnpin,
  onAskUnpin,
  onPin,
  onUnpin,
  onFind,
  onClose,
}: {
  item: CatalogItem;
  top: number;
  busy: boolean;
  askingUnpin: boolean;
  onAskUnpin: (asking: boolean) => void;
  onPin: (revision: number) => void;
  onUnpin: () => void;
  onFind: (slug: string) => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a row's Unpin, the question takes the focus (UnpinReview); else the panel's heading does.
  useEffect(() => {
    if (!askingUnpin) heading.current?.focus();
  }, [item.slug]);
  // A pin pressed here disables its button while it runs, which drops the focus to the page: bring it back.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && (!document.activeElement || document.activeElement === document.body)) {
      heading.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  // Once an update is accepted (or the pin dropped) its review goes away with the button that had the focus.
  useFocusWhenGone(item.update !== null, heading);
  useFocusWhenGone(item.pinned !== null, heading);
  const section = useRef<HTMLElement>(null);
  useEscapeToClose(section, onClose);

  const { pinned, update } = item;
  return (
    <section
      className="card revision-panel"
      aria-labelledby="h-panel"
      data-testid="revision-panel"
      style={{ marginTop: top }}
      ref={section}
    >
      <div className="panel-head">
        <h2 id="h-panel" ref={heading} tabIndex={-1}>
          Revisions of {item.name}
        </h2>
        <button type="button" className="secondary small" onClick={onClose}>
          Close<span className="visually-hidden"> the revisions of {item.name}</span>
        </button>
      </div>
      <p className="muted">
        {pinned
          ? `Pinned to revision ${pinned.revision} by ${pinned.by}; the latest is ${item.revision ?? '—'}.`
          : `Follows the latest revision (${item.revision ?? '—'}).`}
      </p>
      {pinned && !askingUnpin && (
        <p>
          <button type="button" className="secondary small" disabled={busy} onClick={() => onAskUnpin(true)}>
            Unpin (follow the latest)
          </button>
        </p>
      )}
      {pinned && askingUnpin && (
        <UnpinReview item={{ ...item, pinned }} busy={busy} onUnpin={onUnpin} onCancel={() => onAskUnpin(false)} />
      )}
      {pinned && update && !askingUnpin && (
        <UpdateReview item={{ ...item, pinned, update }} busy={busy} onPin={onPin} onFind={onFind} />
      )}
      <RevisionList slug={item.slug} pinnedRevision={pinned?.revision ?? null} busy={busy} onPin={onPin} />
    </section>
  );
}
