import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorText } from '../../shared/api.js';
import { pageText } from '../../shared/counts.js';
import { formatDate, Link } from '../../shared/ui.js';
import { signIn, useSession } from './auth.js';
import type { ApiKey, Pagination } from './types.js';

/** Loads data for a page; `reload` runs it again (after a change). Errors are the problem's `detail`. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    load()
      .then((value) => live && setData(value))
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
    // `deps` name what `load` reads (like useEffect's own list); `tick` is a reload.
  }, [...deps, tick]);
  return { data, error, reload: () => setTick((n) => n + 1), setData };
}

/** Runs an action (a button, a form): busy while it runs, its refusal kept as the problem's `detail`. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The refusal itself (its field errors are shown at the fields: shared/fields.tsx). */
  const [problem, setProblem] = useState<unknown>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setProblem(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e));
      setProblem(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, problem, run, setError };
}

/** The page's heading, also its document title; focused after in-app navigation so screen readers follow. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Hub console`;
    if (window.history.state !== null || document.activeElement?.tagName === 'A') ref.current?.focus();
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** Previous / "Page 2 of 5 · 93 results" / Next; past the end, Previous goes to the last page. */
export function Pager({
  pagination,
  onPage,
  noun = ['result', 'results'],
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  noun?: [string, string];
}) {
  const { page, totalPages } = pagination;
  return (
    <nav className="row pager" aria-label="Pages">
      <button
        type="button"
        className="secondary"
        disabled={page <= 1 || totalPages === 0}
        onClick={() => onPage(Math.min(page - 1, totalPages))}
      >
        Previous
      </button>
      <span aria-live="polite" data-testid="pager-text">
        {pageText(pagination, ...noun)}
      </span>
      <button type="button" className="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Asks once more before something that cannot be undone (revoke, delete), without a modal dialog. */
export function ConfirmButton({
  label,
  confirm,
  onConfirm,
  disabled,
}: {
  label: string;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="secondary" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="row inline">
      <button
        type="button"
        className="danger"
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirm}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

export function Status({ value }: { value: string }) {
  return <span className={`status status-${value}`}>{value}</span>;
}

/** The cells every instance-key table shows: name, prefix, status, last use and expiry. */
export function KeyCells({ apiKey }: { apiKey: ApiKey }) {
  return (
    <>
      <td>{apiKey.name}</td>
      <td>
        <code>{apiKey.key_prefix}…</code>
      </td>
      <td>
        <Status value={apiKey.status} />
      </td>
      <td>{formatDate(apiKey.last_used_at)}</td>
      <td>{apiKey.expires_at ? formatDate(apiKey.expires_at) : 'never'}</td>
    </>
  );
}

/** A page that needs a signed-in user. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const action = useAction();
  if (session) return <>{children}</>;
  return (
    <>
      <PageTitle title="Sign in">Sign in</PageTitle>
      <p>This page needs you to be signed in.</p>
      <button type="button" disabled={action.busy} onClick={() => void action.run(() => signIn())}>
        Sign in
      </button>
      {action.error && (
        <p role="alert" className="error">
          {action.error}
        </p>
      )}
    </>
  );
}

export function SubNav({ links }: { links: [string, string][] }) {
  const path = window.location.pathname;
  return (
    <nav className="subnav" aria-label="Section">
      {links.map(([to, label]) => (
        <Link key={to} to={to} current={path === to}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
