import { type FormEvent, useState } from 'react';
import { FieldError, fieldProblems, formNote, invalidProps, useFocusFirstError } from '../../../shared/fields.js';
import { slugFrom } from '../../../shared/slug.js';
import { DataTable, ErrorNote, formatDate, Loading, SecretOnce } from '../../../shared/ui.js';
import { ConfirmButton, KeyCells, PageTitle, Status, SubNav, useAction, useLoad } from '../components.js';
import { api } from '../hub-api.js';
import { useProfile } from '../profile.js';
import { ReissueForm } from '../reissue.js';
import type { AccessToken, AccessTokenSecret, ApiKey, ApiKeySecret, Member, Organization, OrgRole } from '../types.js';

export const ORG_LINKS: [string, string][] = [
  ['/organization', 'Members'],
  ['/organization/keys', 'Instance keys'],
  ['/organization/tokens', 'Access tokens'],
];

const ORG_FIELDS: [string, string][] = [
  ['name', 'org-name'],
  ['slug', 'org-slug'],
];

function CreateOrganization() {
  const { reload } = useProfile();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const action = useAction();
  const problems = fieldProblems(action.problem);
  useFocusFirstError(problems, ORG_FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await api('/account/organizations', { method: 'POST', body: { name: name.trim(), slug: slug.trim() } });
      reload();
    });
  };
  return (
    <>
      <PageTitle title="My organization">My organization</PageTitle>
      <p>You do not belong to an organization yet. Create one: you become its admin.</p>
      <form className="stack" onSubmit={submit}>
        <label htmlFor="org-name">Name</label>
        <input
          id="org-name"
          required
          maxLength={200}
          value={name}
          {...invalidProps(problems, 'name', 'org-name')}
          onChange={(e) => {
            setName(e.target.value);
            if (!slugEdited) setSlug(slugFrom(e.target.value));
          }}
        />
        <FieldError problems={problems} field="name" id="org-name" />
        <label htmlFor="org-slug">Slug</label>
        <input
          id="org-slug"
          required
          {...invalidProps(problems, 'slug', 'org-slug', 'org-slug-help')}
          value={slug}
          onChange={(e) => {
            setSlugEdited(true);
            setSlug(e.target.value);
          }}
        />
        <span id="org-slug-help" className="help">
          Suggested from the name: lowercase letters, digits and hyphens; unique across the hub.
        </span>
        <FieldError problems={problems} field="slug" id="org-slug" />
        <ErrorNote error={formNote(action.problem, action.error, ORG_FIELDS)} />
        <div className="row">
          <button type="submit" disabled={action.busy}>
            Create organization
          </button>
        </div>
      </form>
    </>
  );
}

/** Members of the caller's organization; admins add, change roles and remove. */
export function OrganizationPage() {
  const { profile, reload: reloadProfile } = useProfile();
  const org = useLoad(() => api<{ organization: Organization }>('/account/organizations'), [profile?.organization?.id]);
  const members = useLoad(
    () => api<{ members: Member[] }>('/account/organizations/members'),
    [profile?.organization?.id],
  );
  const action = useAction();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('member');
  if (!profile) return <Loading />;
  if (!profile.organization) return <CreateOrganization />;
  const isAdmin = profile.organization.role === 'admin';
  const o = org.data?.organization ?? profile.organization;

  const add = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await api('/account/organizations/members', { method: 'POST', body: { email: email.trim(), role } });
      setEmail('');
      members.reload();
    });
  };
  const setMemberRole = (userId: string, next: OrgRole) =>
    void action.run(async () => {
      await api('/account/organizations/members', { method: 'PUT', body: { user_id: userId, role: next } });
      members.reload();
      if (userId === profile.id) reloadProfile();
    });
  const remove = (userId: string) =>
    void action.run(async () => {
      await api(`/account/organizations/members?user_id=${encodeURIComponent(userId)}`, { method: 'DELETE' });
      if (userId === profile.id) reloadProfile();
      else members.reload();
    });

  return (
    <>
      <PageTitle title="My organization">{o.name}</PageTitle>
      <SubNav links={ORG_LINKS} />
      <dl className="facts inline-facts">
        <dt>Slug</dt>
        <dd>{o.slug}</dd>
        <dt>Tier</dt>
        <dd>{o.tier}</dd>
        <dt>Status</dt>
        <dd>
          <Status value={o.status} />
        </dd>
        <dt>Your role</dt>
        <dd>{o.role}</dd>
      </dl>
      <h2>Members</h2>
      <ErrorNote error={action.error ?? members.error ?? org.error} />
      {!members.data ? (
        <Loading />
      ) : (
        <DataTable columns={['Name', 'Email', 'Role', 'Joined']} actions>
          {members.data.members.map((m) => (
            <tr key={m.user_id}>
              <td>{m.name}</td>
              <td>{m.email ?? '—'}</td>
              <td>
                {isAdmin ? (
                  <select
                    aria-label={`Role of ${m.email ?? m.name}`}
                    value={m.role}
                    disabled={action.busy}
                    onChange={(e) => setMemberRole(m.user_id, e.target.value as OrgRole)}
                  >
                    <option value="admin">admin</option>
                    <option value="member">member</option>
                  </select>
                ) : (
                  m.role
                )}
              </td>
              <td>{formatDate(m.joined_at)}</td>
              <td>
                {(isAdmin || m.user_id === profile.id) && (
                  <ConfirmButton
                    label={m.user_id === profile.id ? 'Leave' : 'Remove'}
                    confirm={m.user_id === profile.id ? 'Leave the organization' : `Remove ${m.name}`}
                    onConfirm={() => remove(m.user_id)}
                  />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {isAdmin && (
        <form className="row" onSubmit={add} aria-label="Add a member">
          <div>
            <label htmlFor="m-email">Email of a hub user</label>
            <input id="m-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div>
            <label htmlFor="m-role">Role</label>
            <select id="m-role" value={role} onChange={(e) => setRole(e.target.value as OrgRole)}>
              <option value="member">member</option>
              <option value="admin">admin</option>
            </select>
          </div>
          <button type="submit" className="align-end" disabled={action.busy}>
            Add member
          </button>
        </form>
      )}
    </>
  );
}

/** Instance keys (svch_): the secret is shown once, in this component's state only. */
export function KeysPage() {
  const { profile } = useProfile();
  const keys = useLoad(() => api<{ apiKeys: ApiKey[] }>('/account/api-keys'), []);
  const action = useAction();
  const [secret, setSecret] = useState<ApiKeySecret | null>(null);
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [reissuing, setReissuing] = useState<ApiKey | null>(null);
  if (!profile) return <Loading />;
  const isAdmin = profile.organization?.role === 'admin';

  const create = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const body: Record<string, unknown> = { name: name.trim() };
      if (days) body.expires_in_days = Number(days);
      const answer = await api<{ apiKey: ApiKeySecret }>('/account/api-keys', { method: 'POST', body });
      setSecret(answer.apiKey);
      setName('');
      keys.reload();
    });
  };
  const reissue = (id: string, options: { grace_seconds?: number; expires_in_days?: number | null }) =>
    void action.run(async () => {
      const answer = await api<{ apiKey: ApiKeySecret }>('/account/api-keys', {
        method: 'PUT',
        body: { id, ...options },
      });
      setReissuing(null);
      setSecret(answer.apiKey);
      keys.reload();
    });
  const revoke = (id: string) =>
    void action.run(async () => {
      await api(`/account/api-keys?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
      keys.reload();
    });

  return (
    <>
      <PageTitle title="Instance keys">Instance keys</PageTitle>
      <SubNav links={ORG_LINKS} />
      <p className="muted">
        An instance key (<code>svch_…</code>) lets one fleet instance read the catalog as your organization.
      </p>
      {secret && (
        <SecretOnce label={`Instance key “${secret.name}”`} secret={secret.key} onDone={() => setSecret(null)} />
      )}
      <ErrorNote error={action.error ?? keys.error} />
      {isAdmin && (
        <form className="row" onSubmit={create} aria-label="Create an instance key">
          <div>
            <label htmlFor="k-name">Instance name</label>
            <input id="k-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div>
            <label htmlFor="k-days">Expires after (days)</label>
            <input
              id="k-days"
              type="number"
              min={1}
              max={365}
              placeholder="never"
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </div>
          <button type="submit" className="align-end" disabled={action.busy}>
            Create key
          </button>
        </form>
      )}
      {isAdmin && reissuing && (
        <ReissueForm
          key={reissuing.id}
          kind="Re-issue"
          name={reissuing.name}
          expiresAt={reissuing.expires_at}
          expired={reissuing.status === 'expired'}
          user="The fleet"
          busy={action.busy}
          onSubmit={(options) => reissue(reissuing.id, options)}
          onCancel={() => setReissuing(null)}
        />
      )}
      {!keys.data ? (
        !keys.error && <Loading />
      ) : keys.data.apiKeys.length === 0 ? (
        <p>No keys yet.</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="Instance keys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Prefix</th>
                <th scope="col">Status</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Previous secret</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.apiKeys.map((k) => (
                <tr key={k.id}>
                  <KeyCells apiKey={k} />
                  <td>
                    {k.previous_expires_at
                      ? `until ${formatDate(k.previous_expires_at)}, last used ${formatDate(k.previous_last_used_at)}`
                      : '—'}
                  </td>
                  <td className="actions">
                    {isAdmin && k.status !== 'revoked' && (
                      <>
                        <button type="button" className="secondary" onClick={() => setReissuing(k)}>
                          Re-issue
                        </button>
                        <ConfirmButton label="Revoke" confirm={`Revoke ${k.name}`} onConfirm={() => revoke(k.id)} />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Personal access tokens (svcp_) for the MCP endpoint, each acting as one instance of the organization. */
export function TokensPage() {
  const { profile } = useProfile();
  const [scope, setScope] = useState<'own' | 'organization'>('own');
  const tokens = useLoad(() => api<{ accessTokens: AccessToken[] }>(`/account/access-tokens?scope=${scope}`), [scope]);
  const keys = useLoad(() => api<{ apiKeys: ApiKey[] }>('/account/api-keys'), []);
  const action = useAction();
  const [secret, setSecret] = useState<AccessTokenSecret | null>(null);
  const [name, setName] = useState('');
  const [instance, setInstance] = useState('');
  const [days, setDays] = useState('');
  const [rotating, setRotating] = useState<AccessToken | null>(null);
  if (!profile) return <Loading />;
  const isAdmin = profile.organization?.role === 'admin';
  const activeKeys = (keys.data?.apiKeys ?? []).filter((k) => k.status === 'active');
  const chosen = instance || activeKeys[0]?.id || '';

  const mint = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const body: Record<string, unknown> = { name: name.trim(), instance_id: chosen };
      if (days) body.expires_in_days = Number(days);
      const answer = await api<{ accessToken: AccessTokenSecret }>('/account/access-tokens', { method: 'POST', body });
      setSecret(answer.accessToken);
      setName('');
      tokens.reload();
    });
  };
  const rotate = (id: string, options: { grace_seconds?: number; expires_in_days?: number | null }) =>
    void action.run(async () => {
      const answer = await api<{ accessToken: AccessTokenSecret }>('/account/access-tokens', {
        method: 'PUT',
        body: { id, ...options },
      });
      setRotating(null);
      setSecret(answer.accessToken);
      tokens.reload();
    });
  const revoke = (id: string) =>
    void action.run(async () => {
      await api(`/account/access-tokens?id=${encodeURIComponent(id)}`, { method: 'DELETE' });
      tokens.reload();
    });

  return (
    <>
      <PageTitle title="Access tokens">Personal access tokens</PageTitle>
      <SubNav links={ORG_LINKS} />
      <p className="muted">
        A personal access token (<code>svcp_…</code>) lets an MCP client act as one instance of your organization.
      </p>
      {secret && (
        <SecretOnce label={`Access token “${secret.name}”`} secret={secret.token} onDone={() => setSecret(null)} />
      )}
      <ErrorNote error={action.error ?? tokens.error ?? keys.error} />
      <form className="row" onSubmit={mint} aria-label="Mint an access token">
        <div>
          <label htmlFor="t-name">Token name</label>
          <input id="t-name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <label htmlFor="t-instance">Instance</label>
          <select id="t-instance" required value={chosen} onChange={(e) => setInstance(e.target.value)}>
            {activeKeys.length === 0 && <option value="">No active instance key</option>}
            {activeKeys.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name} ({k.key_prefix}…)
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="t-days">Expires after (days)</label>
          <input
            id="t-days"
            type="number"
            min={1}
            max={365}
            placeholder="never"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <button type="submit" className="align-end" disabled={action.busy || !chosen}>
          Mint token
        </button>
      </form>
      {rotating && (
        <ReissueForm
          key={rotating.id}
          kind="Rotate"
          name={rotating.name}
          expiresAt={rotating.expires_at}
          expired={rotating.status === 'expired'}
          user="The MCP client"
          busy={action.busy}
          onSubmit={(options) => rotate(rotating.id, options)}
          onCancel={() => setRotating(null)}
        />
      )}
      {isAdmin && (
        <div className="check">
          <input
            id="t-scope"
            type="checkbox"
            checked={scope === 'organization'}
            onChange={(e) => setScope(e.target.checked ? 'organization' : 'own')}
          />
          <label htmlFor="t-scope">Show every token of the organization</label>
        </div>
      )}
      {!tokens.data ? (
        !tokens.error && <Loading />
      ) : tokens.data.accessTokens.length === 0 ? (
        <p>No tokens yet.</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="Access tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Instance</th>
                <th scope="col">Prefix</th>
                <th scope="col">Status</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                {scope === 'organization' && <th scope="col">Minted by</th>}
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.accessTokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.instance_name}</td>
                  <td>
                    <code>{t.token_prefix}…</code>
                  </td>
                  <td>
                    <Status value={t.status} />
                  </td>
                  <td>{formatDate(t.last_used_at)}</td>
                  <td>{t.expires_at ? formatDate(t.expires_at) : 'never'}</td>
                  {scope === 'organization' && <td>{t.user_email ?? '—'}</td>}
                  <td className="actions">
                    {t.status !== 'revoked' && t.user_id === profile.id && (
                      <button type="button" className="secondary" onClick={() => setRotating(t)}>
                        Rotate
                      </button>
                    )}
                    {t.status !== 'revoked' && (
                      <ConfirmButton label="Revoke" confirm={`Revoke ${t.name}`} onConfirm={() => revoke(t.id)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
