import { type FormEvent, useState } from 'react';
import { ErrorNote, formatDate, Loading } from '../../../shared/ui.js';
import type { FleetSchemas } from '#lib/api-types';
import { fleet, type SyncResult } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

const fromEnv = (overrides: string[], field: string) =>
  overrides.includes(field) ? <span className="tag">set by the environment</span> : null;

export function SettingsPage() {
  const hub = useLoad(() => fleet.get('/api/v1/settings/hub').then((r) => r.settings));
  const sync = useLoad(() => fleet.get('/api/v1/hub/sync').then((r) => r.sync));
  const oidc = useLoad(() => fleet.get('/api/v1/settings/oidc').then((r) => r.settings));
  const [result, setResult] = useState<SyncResult | null>(null);
  const [hubUrl, setHubUrl] = useState<string | null>(null);
  const [instanceKey, setInstanceKey] = useState('');

  const action = useAction(sync.reload);
  const { busy, run: act } = action;

  const syncNow = () =>
    void act(async () => {
      setResult(null);
      setResult((await fleet.post('/api/v1/hub/sync')).sync);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const body: FleetSchemas['HubSettingsUpdateDto'] = {};
      if (hubUrl !== null) body.hub_url = hubUrl.trim() || null;
      if (instanceKey) body.instance_key = instanceKey;
      await fleet.put('/api/v1/settings/hub', { body });
      setInstanceKey('');
      setHubUrl(null);
      hub.reload();
      action.setNotice('The hub connection was saved.');
    });
  };

  const h = hub.data;
  const s = sync.data;
  return (
    <>
      <h1>Settings</h1>
      <ErrorNote error={action.error} />
      {action.notice && (
        <p className="notice" role="status">
          {action.notice}
        </p>
      )}
      <section aria-labelledby="sync-heading">
        <h2 id="sync-heading">Catalog sync</h2>
        <ErrorNote error={sync.error} />
        {!s && !sync.error && <Loading />}
        {s && (
          <dl className="facts" data-testid="sync-status">
            <dt>Status</dt>
            <dd>
              {!s.configured
                ? 'not configured (a hub URL and an instance key are needed)'
                : s.last_error
                  ? 'failing'
                  : s.last_success_at
                    ? 'in sync'
                    : 'not synced yet'}
            </dd>
            <dt>Last success</dt>
            <dd>{formatDate(s.last_success_at)}</dd>
            <dt>Last attempt</dt>
            <dd>{formatDate(s.last_attempt_at)}</dd>
            <dt>Catalog as of</dt>
            <dd>{formatDate(s.checked_at)}</dd>
            <dt>Templates mirrored</dt>
            <dd data-testid="sync-templates">{s.templates}</dd>
            {s.last_error && (
              <>
                <dt>Last error</dt>
                <dd className="error-text">{s.last_error}</dd>
              </>
            )}
          </dl>
        )}
        <div className="row">
          <button type="button" onClick={syncNow} disabled={busy}>
            Sync now
          </button>
        </div>
        {result && (
          <p className="notice" role="status">
            {result.status === 'updated' ? 'Catalog updated' : 'Nothing changed'}: {result.upserted} upserted,{' '}
            {result.removed} removed, {result.templates} templates.
          </p>
        )}
      </section>
      <section aria-labelledby="hub-heading">
        <h2 id="hub-heading">Hub connection</h2>
        <ErrorNote error={hub.error} />
        {!h && !hub.error && <Loading />}
        {h && (
          <>
            <dl className="facts">
              <dt>Hub URL</dt>
              <dd>
                {h.hub_url ?? '—'} {fromEnv(h.env_overrides, 'hub_url')}
              </dd>
              <dt>Instance key</dt>
              <dd>
                {h.instance_key_set ? <code>{h.instance_key_prefix}…</code> : 'not set'}{' '}
                {fromEnv(h.env_overrides, 'instance_key')}
              </dd>
            </dl>
            {h.env_overrides.includes('hub_url') && h.env_overrides.includes('instance_key') ? (
              <p className="muted">
                FLEET_HUB_URL and FLEET_HUB_INSTANCE_KEY set this connection; change them in the fleet’s environment.
              </p>
            ) : (
              <form className="stack" onSubmit={save}>
                <label htmlFor="hub-url">Hub URL</label>
                <input
                  id="hub-url"
                  type="url"
                  placeholder="https://hub.example.com"
                  disabled={h.env_overrides.includes('hub_url')}
                  aria-describedby={h.env_overrides.length > 0 ? 'hub-env-note' : undefined}
                  value={hubUrl ?? h.hub_url ?? ''}
                  onChange={(e) => setHubUrl(e.target.value)}
                />
                <label htmlFor="hub-key">New instance key (write-only)</label>
                <input
                  id="hub-key"
                  type="password"
                  autoComplete="off"
                  placeholder="svch_…"
                  disabled={h.env_overrides.includes('instance_key')}
                  aria-describedby={h.env_overrides.length > 0 ? 'hub-env-note' : undefined}
                  value={instanceKey}
                  onChange={(e) => setInstanceKey(e.target.value)}
                />
                <div className="row">
                  <button type="submit" disabled={busy || (hubUrl === null && !instanceKey)}>
                    Save connection
                  </button>
                </div>
                {h.env_overrides.length > 0 && (
                  <p className="muted" id="hub-env-note">
                    Values set by the environment (FLEET_HUB_URL, FLEET_HUB_INSTANCE_KEY) win over saved ones and cannot
                    be changed here.
                  </p>
                )}
              </form>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="oidc-heading">
        <h2 id="oidc-heading">Sign-in provider</h2>
        <ErrorNote error={oidc.error} />
        {oidc.data && (
          <dl className="facts">
            <dt>Issuer</dt>
            <dd>
              {oidc.data.issuer ?? 'none (provider sign-in off)'} {fromEnv(oidc.data.env_overrides, 'issuer')}
            </dd>
            <dt>Client id</dt>
            <dd>{oidc.data.client_id ?? '—'}</dd>
            <dt>Client secret</dt>
            <dd>{oidc.data.client_secret_set ? 'set' : 'none (public client)'}</dd>
            <dt>Audience</dt>
            <dd>{oidc.data.audience ?? '—'}</dd>
            <dt>Scopes</dt>
            <dd>{oidc.data.scopes}</dd>
            <dt>Redirect URI</dt>
            <dd>
              <code>{oidc.data.redirect_uri}</code>
            </dd>
          </dl>
        )}
      </section>
    </>
  );
}
