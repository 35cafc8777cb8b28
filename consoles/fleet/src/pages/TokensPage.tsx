import { type FormEvent, useState } from 'react';
import { FieldError, fieldProblems, formNote, invalidProps, useFocusFirstError } from '../../../shared/fields.js';
import { ActionsCell, DataTable, ErrorNote, formatDate, Link, Loading, SecretOnce } from '../../../shared/ui.js';
import { fleet, type MachineToken, type MachineTokenSecret, type Role } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

/** Shortest first, "Never" last. */
const EXPIRIES = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
];

const TOKEN_FIELDS: [string, string][] = [
  ['name', 'token-name'],
  ['role', 'token-role'],
  ['expires_in_days', 'token-expiry'],
];

export function TokensPage() {
  const { data, error, reload } = useLoad(() => fleet.get('/api/v1/machine-tokens').then((r) => r.machineTokens));
  const [secret, setSecret] = useState<MachineTokenSecret | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('readonly');
  const [expiry, setExpiry] = useState('30');

  const action = useAction(reload);
  const { busy, run: act } = action;
  // The new-token form says its own refusals, at its fields and beside its button.
  const creating = useAction(reload);
  const problems = fieldProblems(creating.problem);
  useFocusFirstError(problems, TOKEN_FIELDS);

  const create = (event: FormEvent) => {
    event.preventDefault();
    void creating.run(async () => {
      const body = { name, role, ...(expiry ? { expires_in_days: Number(expiry) } : {}) };
      const { machineToken } = await fleet.post('/api/v1/machine-tokens', { body });
      setSecret(machineToken);
      setName('');
    });
  };

  const reissue = (token: MachineToken) => {
    if (!window.confirm(`Re-issue “${token.name}”? The current secret stops working at once.`)) return;
    void act(async () => {
      const { machineToken } = await fleet.post('/api/v1/machine-tokens/{id}/reissue', { path: { id: token.id } });
      setSecret(machineToken);
    });
  };

  const revoke = (token: MachineToken) => {
    if (!window.confirm(`Revoke “${token.name}”? Every request made with it will be refused.`)) return;
    void act(async () => {
      await fleet.delete('/api/v1/machine-tokens/{id}', { path: { id: token.id } });
      setSecret((s) => (s?.id === token.id ? null : s));
    });
  };

  return (
    <>
      <h1>Machine tokens</h1>
      <p className="muted">
        Credentials for scripts and automation (<code>Authorization: Bearer svcm_…</code>). Every request made with one
        is written to the <Link to="/audit">audit log</Link>.
      </p>
      <ErrorNote error={action.error} />
      {secret && <SecretOnce label={`Token “${secret.name}”`} secret={secret.token} onDone={() => setSecret(null)} />}
      <section aria-labelledby="new-token">
        <h2 id="new-token">New token</h2>
        <form className="inline-form" onSubmit={create}>
          <div className="field grow">
            <label htmlFor="token-name">Name</label>
            <input
              id="token-name"
              required
              maxLength={100}
              value={name}
              placeholder="ci deploy"
              {...invalidProps(problems, 'name', 'token-name')}
              onChange={(e) => setName(e.target.value)}
            />
            <FieldError problems={problems} field="name" id="token-name" />
          </div>
          <div className="field">
            <label htmlFor="token-role">Role</label>
            <select
              id="token-role"
              value={role}
              {...invalidProps(problems, 'role', 'token-role')}
              onChange={(e) => setRole(e.target.value as Role)}
            >
              <option value="readonly">readonly</option>
              <option value="admin">admin</option>
            </select>
            <FieldError problems={problems} field="role" id="token-role" />
          </div>
          <div className="field">
            <label htmlFor="token-expiry">Expires after</label>
            <select
              id="token-expiry"
              value={expiry}
              {...invalidProps(problems, 'expires_in_days', 'token-expiry')}
              onChange={(e) => setExpiry(e.target.value)}
            >
              {EXPIRIES.map((o) => (
                <option key={o.label} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <FieldError problems={problems} field="expires_in_days" id="token-expiry" />
          </div>
          <div className="field">
            <button type="submit" disabled={creating.busy}>
              Create token
            </button>
            <ErrorNote error={formNote(creating.problem, creating.error, TOKEN_FIELDS)} />
          </div>
        </form>
      </section>
      <section aria-labelledby="token-list">
        <h2 id="token-list">Tokens</h2>
        <ErrorNote error={error} />
        {!data && !error && <Loading />}
        {data && data.length === 0 && <p className="muted">No machine tokens yet.</p>}
        {data && data.length > 0 && (
          <DataTable columns={['Name', 'Prefix', 'Role', 'Status', 'Expires', 'Last used', 'Actions']} cardsOnPhone>
            {data.map((t) => (
              <tr key={t.id} data-testid="token-row">
                <th scope="row" data-label="Name">
                  {t.name}
                </th>
                <td data-label="Prefix">
                  <code className="nowrap">{t.token_prefix}…</code>
                </td>
                <td data-label="Role">{t.role}</td>
                <td data-label="Status">
                  <span className={`status status-${t.status}`}>{t.status}</span>
                </td>
                <td data-label="Expires">{t.expires_at ? formatDate(t.expires_at) : 'never'}</td>
                <td data-label="Last used">{formatDate(t.last_used_at)}</td>
                <ActionsCell>
                  <Link to={`/audit?token_id=${t.id}`}>
                    Audit<span className="visually-hidden"> of {t.name}</span>
                  </Link>
                  {t.status !== 'revoked' && (
                    <>
                      <button type="button" className="secondary small" disabled={busy} onClick={() => reissue(t)}>
                        Re-issue<span className="visually-hidden"> {t.name}</span>
                      </button>
                      <button type="button" className="danger small" disabled={busy} onClick={() => revoke(t)}>
                        Revoke<span className="visually-hidden"> {t.name}</span>
                      </button>
                    </>
                  )}
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
