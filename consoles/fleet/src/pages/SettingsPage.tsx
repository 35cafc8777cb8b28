import { type FormEvent, useState } from 'react';
import { FieldError, fieldProblems, formNote, invalidProps, useFocusFirstError } from '../../../shared/fields.js';
import { ErrorNote, formatDate, Loading, Notice } from '../../../shared/ui.js';
import type { FleetSchemas } from '#lib/api-types';
import { fleet, type SyncResult } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

const fromEnv = (overrides: string[], field: string) =>
  overrides.includes(field) ? <span className="tag">set by the environment</span> : null;

/** What a sync did, in one sentence. */
const syncResultText = (result: SyncResult): string =>
  `${result.status === 'updated' ? 'Catalog updated' : 'Nothing changed'}: ${result.upserted} upserted, ` +
  `${result.removed} removed, ${result.templates} templates.`;

const HUB_FIELDS: [string, string][] = [
  ['hub_url', 'hub-url'],
  ['instance_key', 'hub-key'],
];

type OidcField = 'issuer' | 'client_id' | 'client_secret' | 'audience' | 'scopes' | 'redirect_uri';

/** The provider's settings, in the form's order: [field, input id, label, input type]. */
const OIDC_INPUTS: [OidcField, string, string, string][] = [
  ['issuer', 'oidc-issuer', 'Issuer URL', 'url'],
  ['client_id', 'oidc-client-id', 'Client id', 'text'],
  ['client_secret', 'oidc-client-secret', 'New client secret (write-only)', 'password'],
  ['audience', 'oidc-audience', 'Audience', 'text'],
  ['scopes', 'oidc-scopes', 'Scopes', 'text'],
  ['redirect_uri', 'oidc-redirect-uri', 'Redirect URI', 'url'],
];
const OIDC_FIELDS: [string, string][] = OIDC_INPUTS.map(([field, id]) => [field, id]);

export function SettingsPage() {
  const hub = useLoad(() => fleet.get('/api/v1/settings/hub').then((r) => r.settings));
  const sync = useLoad(() => fleet.get('/api/v1/hub/sync').then((r) => r.sync));
  const oidc = useLoad(() => fleet.get('/api/v1/settings/oidc').then((r) => r.settings));
  const [result, setResult] = useState<SyncResult | null>(null);
  const [hubUrl, setHubUrl] = useState<string | null>(null);
  const [instanceKey, setInstanceKey] = useState('');
  /** Only the provider settings changed here are sent; the others keep their values. */
  const [oidcDraft, setOidcDraft] = useState<Partial<Record<OidcField, string>>>({});

  const action = useAction(sync.reload);
  const { busy, run: act } = action;
  // Each settings form says its own refusals, at its fields and beside its button.
  const savingHub = useAction(sync.reload);
  const hubProblems = fieldProblems(savingHub.problem);
  useFocusFirstError(hubProblems, HUB_FIELDS);
  const savingOidc = useAction(oidc.reload);
  const oidcProblems = fieldProblems(savingOidc.problem);
  useFocusFirstError(oidcProblems, OIDC_FIELDS);

  const syncNow = () =>
    void act(async () => {
      setResult(null);
      setResult((await fleet.post('/api/v1/hub/sync')).sync);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    action.setNotice(null);
    void savingHub.run(async () => {
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

  const saveOidc = (event: FormEvent) => {
    event.preventDefault();
    action.setNotice(null);
    void savingOidc.run(async () => {
      const body: FleetSchemas['OidcSettingsUpdateDto'] = {};
      for (const [field, value] of Object.entries(oidcDraft) as [OidcField, string][]) {
        if (field === 'client_secret') {
          if (value) body.client_secret = value;
        } else body[field] = value.trim() || null;
      }
      await fleet.put('/api/v1/settings/oidc', { body });
      setOidcDraft({});
      action.setNotice('The sign-in provider settings were saved.');
    });
  };

  const h = hub.data;
  const s = sync.data;
  return (
    <>
      <h1>Settings</h1>
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
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
        <Notice text={result && syncResultText(result)} />
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
                  {...invalidProps(
                    hubProblems,
                    'hub_url',
                    'hub-url',
                    h.env_overrides.length > 0 ? 'hub-env-note' : undefined,
                  )}
                  value={hubUrl ?? h.hub_url ?? ''}
                  onChange={(e) => setHubUrl(e.target.value)}
                />
                <FieldError problems={hubProblems} field="hub_url" id="hub-url" />
                <label htmlFor="hub-key">New instance key (write-only)</label>
                <input
                  id="hub-key"
                  type="password"
                  autoComplete="off"
                  placeholder="svch_…"
                  disabled={h.env_overrides.includes('instance_key')}
                  {...invalidProps(
                    hubProblems,
                    'instance_key',
                    'hub-key',
                    h.env_overrides.length > 0 ? 'hub-env-note' : undefined,
                  )}
                  value={instanceKey}
                  onChange={(e) => setInstanceKey(e.target.value)}
                />
                <FieldError problems={hubProblems} field="instance_key" id="hub-key" />
                <ErrorNote error={formNote(savingHub.problem, savingHub.error, HUB_FIELDS)} />
                <div className="row">
                  <button type="submit" disabled={savingHub.busy || (hubUrl === null && !instanceKey)}>
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
        {oidc.data && OIDC_INPUTS.some(([field]) => !oidc.data!.env_overrides.includes(field)) && (
          <form className="stack" onSubmit={saveOidc} aria-labelledby="oidc-form-heading">
            <h3 id="oidc-form-heading">Change the stored provider settings</h3>
            {OIDC_INPUTS.map(([field, id, label, type]) => {
              const fromEnvironment = oidc.data!.env_overrides.includes(field);
              const current = field === 'client_secret' ? '' : (oidc.data![field] ?? '');
              return (
                <div className="stack" key={field}>
                  <label htmlFor={id}>{label}</label>
                  <input
                    id={id}
                    type={type}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={fromEnvironment}
                    {...invalidProps(oidcProblems, field, id, fromEnvironment ? 'oidc-env-note' : undefined)}
                    value={oidcDraft[field] ?? current}
                    onChange={(e) => setOidcDraft({ ...oidcDraft, [field]: e.target.value })}
                  />
                  <FieldError problems={oidcProblems} field={field} id={id} />
                </div>
              );
            })}
            <ErrorNote error={formNote(savingOidc.problem, savingOidc.error, OIDC_FIELDS)} />
            <div className="row">
              <button type="submit" disabled={savingOidc.busy || Object.keys(oidcDraft).length === 0}>
                Save provider settings
              </button>
            </div>
            {oidc.data.env_overrides.length > 0 && (
              <p className="muted" id="oidc-env-note">
                Values set by the environment (FLEET_OIDC_*) win over saved ones and cannot be changed here.
              </p>
            )}
          </form>
        )}
      </section>
    </>
  );
}
