import { useEffect, useState } from 'react';
import { operationUrl } from '../../../shared/api.js';
import { datedName, saveFile } from '../../../shared/download.js';
import { DataTable, ErrorNote, formatDate, Loading } from '../../../shared/ui.js';
import { pageText } from '../../../shared/counts.js';
import { navigate } from '../../../shared/router.js';
import { api } from '../auth.js';
import { type AuditEntry, fleet } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

const LIMIT = 25;
const STATUSES = [
  { value: '', label: 'Any status' },
  { value: '2xx', label: 'Succeeded (2xx)' },
  { value: '4xx', label: 'Refused (4xx)' },
  { value: '401', label: 'Unauthenticated (401)' },
  { value: '403', label: 'Forbidden (403)' },
  { value: '5xx', label: 'Failed (5xx)' },
];

const KINDS = [
  { value: '', label: 'People and machine tokens' },
  { value: 'person', label: 'People’s actions' },
  { value: 'machine', label: 'Machine-token requests' },
];

/** The action families people's events fall in (docs/fleet-console.md lists every action). */
const ACTIONS = [
  { value: '', label: 'Any action' },
  { value: 'user', label: 'Users and roles' },
  { value: 'user.role.change', label: 'Role changes' },
  { value: 'secret', label: 'Secrets' },
  { value: 'settings', label: 'Settings (OIDC, hub)' },
  { value: 'machine_token', label: 'Machine tokens' },
  { value: 'inventory', label: 'Inventory and network types' },
  { value: 'template', label: 'Pins' },
  { value: 'hub', label: 'Hub sync' },
];

/** What changed, in words: `role: readonly → admin`, `value: (changed)`. */
function changesText(changes: AuditEntry['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, value]) => {
      const text = (v: unknown): string => {
        if (v === null || v === undefined) return '—';
        if (Array.isArray(v)) return v.join(', ') || '—';
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
        return JSON.stringify(v);
      };
      if (value && typeof value === 'object' && !Array.isArray(value) && 'to' in value) {
        const { from, to } = value as { from: unknown; to: unknown };
        return `${field}: ${text(from)} → ${text(to)}`;
      }
      return `${field}: ${text(value)}`;
    })
    .join('; ');
}

export function AuditPage({ query }: { query: URLSearchParams }) {
  const tokenId = query.get('token_id') ?? '';
  const status = query.get('status') ?? '';
  const kindParam = query.get('kind');
  const kind = kindParam === 'person' || kindParam === 'machine' ? kindParam : '';
  const actionFilter = query.get('action') ?? '';
  const actor = query.get('actor') ?? '';
  const [actorText, setActorText] = useState(actor);
  useEffect(() => setActorText(actor), [actor]);
  // Filters of one kind only: choosing one shows that kind.
  const showMachine = kind !== 'person' && !actionFilter && !actor;
  const showPerson = kind !== 'machine' && !tokenId && !status;
  const page = Math.max(1, Number(query.get('page')) || 1);

  const tokens = useLoad(() => fleet.get('/api/v1/machine-tokens').then((r) => r.machineTokens));
  const log = useLoad(() => {
    return fleet.get('/api/v1/audit-log', {
      query: {
        page: String(page),
        limit: String(LIMIT),
        token_id: tokenId,
        status,
        kind: kind || undefined,
        action: actionFilter,
        actor,
      },
    });
  }, [tokenId, status, kind, actionFilter, actor, page]);

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams({
      kind,
      action: actionFilter,
      actor,
      token_id: tokenId,
      status,
      page: String(page),
      ...changes,
    });
    for (const [key, value] of [...next.entries()]) if (!value || (key === 'page' && value === '1')) next.delete(key);
    const search = next.toString();
    navigate(search ? `/audit?${search}` : '/audit');
  };

  // The export: every entry the filters select (no paging), as the API writes it (NDJSON, oldest first).
  const exporting = useAction();
  const exportLog = () =>
    void exporting.run(async () => {
      const url = operationUrl('/api/v1/audit-log/export', {
        query: { kind: kind || undefined, action: actionFilter, actor, token_id: tokenId, status },
      });
      const text = await api<string>(url, { responseType: 'text' });
      const count = text.split('\n').filter((line) => line.trim()).length;
      saveFile(text, datedName('audit-log', 'ndjson'), 'application/x-ndjson');
      return `Exported ${count} ${count === 1 ? 'entry' : 'entries'} (NDJSON, one JSON object a line, oldest first).`;
    });

  const nameOf = (id: string | null): string | null => tokens.data?.find((t) => t.id === id)?.name ?? null;
  const pagination = log.data?.pagination;

  return (
    <>
      <h1>Audit log</h1>
      <p className="muted">
        Every action of a signed-in person that changed something (who, what, on what, what changed; never a secret
        value), and every request made with a machine token, whatever its outcome; newest first.
      </p>
      <form
        className="filters"
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          go({ actor: actorText.trim(), page: '1' });
        }}
      >
        <div>
          <label htmlFor="audit-kind">Kind</label>
          <select id="audit-kind" value={kind} onChange={(e) => go({ kind: e.target.value, page: '1' })}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {showPerson && (
          <>
            <div>
              <label htmlFor="audit-action">Action</label>
              <select
                id="audit-action"
                value={actionFilter}
                onChange={(e) => go({ action: e.target.value, page: '1' })}
              >
                {ACTIONS.some((a) => a.value === actionFilter) ? null : (
                  <option value={actionFilter}>{actionFilter}</option>
                )}
                {ACTIONS.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="audit-actor">Person (email or id)</label>
              <input
                id="audit-actor"
                type="search"
                value={actorText}
                autoComplete="off"
                onChange={(e) => setActorText(e.target.value)}
                onBlur={() => actorText.trim() !== actor && go({ actor: actorText.trim(), page: '1' })}
              />
            </div>
          </>
        )}
        {showMachine && (
          <>
            <div>
              <label htmlFor="audit-token">Token</label>
              <select id="audit-token" value={tokenId} onChange={(e) => go({ token_id: e.target.value, page: '1' })}>
                <option value="">All tokens</option>
                {tokenId && !tokens.data?.some((t) => t.id === tokenId) && <option value={tokenId}>{tokenId}</option>}
                {tokens.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.token_prefix}…)
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="audit-status">Status</label>
              <select id="audit-status" value={status} onChange={(e) => go({ status: e.target.value, page: '1' })}>
                {STATUSES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
      </form>
      <div className="row">
        <button type="button" className="secondary" disabled={exporting.busy} onClick={exportLog}>
          Export these entries (NDJSON)
        </button>
        <span aria-live="polite" className="muted">
          {exporting.notice}
        </span>
      </div>
      <ErrorNote error={exporting.error ?? log.error ?? tokens.error} />
      {!log.data && !log.error && <Loading />}
      {log.data && log.data.entries.length === 0 && <p className="muted">Nothing matches.</p>}
      {log.data && log.data.entries.length > 0 && (
        <DataTable columns={['Time', 'Who', 'What', 'Outcome', 'From']} cardsOnPhone describedBy="audit-count">
          {log.data.entries.map((e) =>
            e.kind === 'person' ? (
              <tr key={e.id} data-testid="audit-row" data-kind="person">
                <td data-label="Time">{formatDate(e.at)}</td>
                <td data-label="Who">
                  {e.actor?.name ?? 'someone'} <span className="muted">{e.actor?.email ?? e.actor?.method}</span>
                </td>
                <td data-label="What">
                  <code>{e.action}</code>
                  {e.target && (
                    <>
                      {' '}
                      on <code>{e.target}</code>
                    </>
                  )}
                  {e.changes && Object.keys(e.changes).length > 0 && (
                    <div className="muted">{changesText(e.changes)}</div>
                  )}
                </td>
                <td data-label="Outcome">
                  <span className="status status-active">done</span>
                </td>
                <td data-label="From">{e.source_address ?? '—'}</td>
              </tr>
            ) : (
              <tr key={e.id} data-testid="audit-row" data-kind="machine">
                <td data-label="Time">{formatDate(e.at)}</td>
                <td data-label="Who">
                  {nameOf(e.token_id) ?? <span className="muted">unknown token</span>} <code>{e.token_prefix}…</code>
                </td>
                <td data-label="What">
                  <code className="path">
                    {e.method} {e.path}
                  </code>
                </td>
                <td data-label="Outcome">
                  <span className={(e.status ?? 0) < 400 ? 'status status-active' : 'status status-revoked'}>
                    {e.status}
                  </span>
                </td>
                <td data-label="From">{e.source_address ?? '—'}</td>
              </tr>
            ),
          )}
        </DataTable>
      )}
      {pagination && (
        <nav className="row pager" aria-label="Audit log pages">
          <button
            type="button"
            className="secondary"
            disabled={page <= 1 || pagination.totalPages === 0}
            onClick={() => go({ page: String(Math.min(page - 1, pagination.totalPages)) })}
          >
            Newer
          </button>
          <span id="audit-count" aria-live="polite">
            {pageText(pagination, 'entry', 'entries')}
          </span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pagination.totalPages}
            onClick={() => go({ page: String(page + 1) })}
          >
            Older
          </button>
        </nav>
      )}
    </>
  );
}
