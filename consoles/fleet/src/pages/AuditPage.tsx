import { DataTable, ErrorNote, formatDate, Loading } from '../../../shared/ui.js';
import { pageText } from '../../../shared/counts.js';
import { navigate } from '../../../shared/router.js';
import { fleet } from '../fleet-api.js';
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

export function AuditPage({ query }: { query: URLSearchParams }) {
  const tokenId = query.get('token_id') ?? '';
  const status = query.get('status') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);

  const tokens = useLoad(() => fleet.get('/api/v1/machine-tokens').then((r) => r.machineTokens));
  const log = useLoad(() => {
    return fleet.get('/api/v1/audit-log', {
      query: { page: String(page), limit: String(LIMIT), token_id: tokenId, status },
    });
  }, [tokenId, status, page]);

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ token_id: tokenId, status, page: String(page), ...changes });
    for (const [key, value] of [...next.entries()]) if (!value || (key === 'page' && value === '1')) next.delete(key);
    const search = next.toString();
    navigate(search ? `/audit?${search}` : '/audit');
  };

  const nameOf = (id: string | null): string | null => tokens.data?.find((t) => t.id === id)?.name ?? null;
  const pagination = log.data?.pagination;

  return (
    <>
      <h1>Audit log</h1>
      <p className="muted">Every request made with a machine token, whatever its outcome; newest first.</p>
      <form className="filters" aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
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
      </form>
      <ErrorNote error={log.error ?? tokens.error} />
      {!log.data && !log.error && <Loading />}
      {log.data && log.data.entries.length === 0 && <p className="muted">No request matches.</p>}
      {log.data && log.data.entries.length > 0 && (
        <DataTable columns={['Time', 'Token', 'Request', 'Status', 'From']} cardsOnPhone describedBy="audit-count">
          {log.data.entries.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td data-label="Time">{formatDate(e.at)}</td>
              <td data-label="Token">
                {nameOf(e.token_id) ?? <span className="muted">unknown</span>} <code>{e.token_prefix}…</code>
              </td>
              <td data-label="Request">
                <code className="path">
                  {e.method} {e.path}
                </code>
              </td>
              <td data-label="Status">
                <span className={e.status < 400 ? 'status status-active' : 'status status-revoked'}>{e.status}</span>
              </td>
              <td data-label="From">{e.source_address ?? '—'}</td>
            </tr>
          ))}
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
            {pageText(pagination, 'request')}
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
