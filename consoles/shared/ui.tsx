import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { navigate } from './router.js';

/** An in-app link: a real <a href> (keyboard, middle click) that routes without a reload. */
export function Link({
  to,
  children,
  className,
  current,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link of the page being shown (aria-current="page"). */
  current?: boolean;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** The API's refusal, as the problem's `detail`. */
export function ErrorNote({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error}
    </p>
  );
}

/** A secret shown once: selectable, with a copy button, and a warning that it will not be shown again. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone?: () => void }) {
  const [copied, setCopied] = useState(false);
  const code = useRef<HTMLElement>(null);
  // Focus moves to a newly shown secret, so keyboard and screen-reader users land on it (and can select it).
  useEffect(() => {
    code.current?.focus();
    code.current?.scrollIntoView?.({ block: 'nearest' });
  }, [secret]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="secret" aria-label={label}>
      <p>
        <strong>{label}</strong>: copy it now, it is shown only once.
      </p>
      <code data-testid="secret" ref={code} tabIndex={-1}>
        {secret}
      </code>
      <div className="row">
        <button type="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        {onDone && (
          <button type="button" className="secondary" onClick={onDone}>
            Done
          </button>
        )}
      </div>
    </section>
  );
}

export function Loading() {
  return (
    <p className="muted" aria-live="polite">
      Loading…
    </p>
  );
}

export const formatDate = (value: string | null | undefined): string =>
  value ? new Date(value).toLocaleString() : '—';

/**
 * A table that scrolls inside its own box at a phone's width, with one header cell per column; `actions` adds a
 * last column for row buttons, named for screen readers only. `cardsOnPhone` shows each row as a card at a phone's
 * width instead (the fleet console's CSS): its cells then carry their column's name as `data-label`. `describedBy`
 * names the element that describes the table (aria-describedby), such as a pager's count.
 */
export function DataTable({
  columns,
  actions = false,
  cardsOnPhone = false,
  describedBy,
  children,
}: {
  columns: string[];
  actions?: boolean;
  cardsOnPhone?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={cardsOnPhone ? 'cards-on-phone' : undefined} aria-describedby={describedBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a card row (`DataTable` with `cardsOnPhone`): the row's buttons, labelled "Actions" on a phone. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td data-label="Actions">
      <div className="actions">{children}</div>
    </td>
  );
}

/** What an action did, announced politely (role="status"); nothing while there is nothing to say. */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="notice" role="status">
      {text}
    </p>
  );
}
