import { type FormEvent, useState } from 'react';
import {
  FieldError,
  fieldProblems,
  formNote,
  invalidProps,
  useFieldProblems,
  useFocusFirstError,
} from '../../../shared/fields.js';
import { slugFrom } from '../../../shared/slug.js';
import { DataTable, ErrorNote, formatDate, Loading, SecretOnce } from '../../../shared/ui.js';
import { ConfirmButton, KeyCells, PageTitle, Status, SubNav, useAction, useLoad } from '../components.js';
import {
  hub,
  type AccessToken,
  type AccessTokenSecret,
  type ApiKey,
  type ApiKeySecret,
  type OrgRole,
} from '../hub-api.js';
import type { HubSchemas } from '#lib/api-types';
import { useProfile } from '../profile.js';
import { ReissueForm, type ReissueOptions } from '../reissue.js';

export const ORG_LINKS: [string, string][] = [
  ['/organization', 'Members'],
  ['/organization/keys', 'Instance keys'],
  ['/organization/tokens', 'Access tokens'],
];

const MEMBER_FIELDS: [string, string][] = [
  ['email', 'm-email'],
  ['role', 'm-role'],
];

const KEY_FIELDS: [string, string][] = [
  ['name', 'k-name'],
  ['expires_in_days', 'k-days'],
];

const TOKEN_FIELDS: [string, string][] = [
  ['name', 't-name'],
  ['instance_id', 't-instance'],
  ['expires_in_days', 't-days'],
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
  // An error (a taken slug included) clears once its field is edited.
  const { problems, edited } = useFieldProblems(action.problem);
  useFocusFirstError(problems, ORG_FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await hub.post('/api/v1/account/organizations', { body: { name: name.trim(), slug: slug.trim() } });
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
            edited('name');
            setName(e.target.value);
            if (!slugEdited) {
              edited('slug');
              setSlug(slugFrom(e.target.value));
            }
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
            edited('slug');
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
  const org = useLoad(() => hub.get('/api/v1/account/organizations'), [profile?.organization?.id]);
  const members = useLoad(() => hub.get('/api/v1/account/organizations/members'), [profile?.organization?.id]);
  const action = useAction();
  // The add form says its own refusals, at its fields and beside its button.
  const adding = useAction();
  const addProblems = fieldProblems(adding.problem);
  useFocusFirstError(addProblems, MEMBER_FIELDS);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('member');
  if (!profile) return <Loading />;
  if (!profile.organization) return <CreateOrganization />;
  const isAdmin = profile.organization.role === 'admin';
  const o = org.data?.organization ?? profile.organization;

  const add = (event: FormEvent) => {
    event.preventDefault();
    void adding.run(async () => {
      await hub.post('/api/v1/account/organizations/members', { body: { email: email.trim(), role } });
      setEmail('');
      members.reload();
    });
  };
  const setMemberRole = (userId: string, next: OrgRole) =>
    void action.run(async () => {
      await hub.put('/api/v1/account/organizations/members', { body: { user_id: userId, role: next } });
      members.reload();
      if (userId === profile.id) reloadProfile();
    });
  const remove = (userId: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/account/organizations/members', { query: { user_id: userId } });
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
            <input
              id="m-email"
              type="email"
              required
              value={email}
              {...invalidProps(addProblems, 'email', 'm-email')}
              onChange={(e) => setEmail(e.target.value)}
            />
            <FieldError problems={addProblems} field="email" id="m-email" />
          </div>
          <div>
            <label htmlFor="m-role">Role</label>
            <select
              id="m-role"
              value={role}
              {...invalidProps(addProblems, 'role', 'm-role')}
              onChange={(e) => setRole(e.target.value as OrgRole)}
            >
              <option value="member">member</option>
              <option value="admin">admin</option>
            </select>
            <FieldError problems={addProblems} field="role" id="m-role" />
          </div>
          <button type="submit" className="align-end" disabled={adding.busy}>
            Add member
          </button>
          <ErrorNote error={formNote(adding.problem, adding.error, MEMBER_FIELDS)} />
        </form>
      )}
    </>
  );
}

/** Who still holds the old secret while it overlaps, by the kind of form. */
const REISSUE_USER = { 'Re-issue': 'The fleet', Rotate: 'The MCP client' } as const;

/**
 * The re-issue form of an instance key or the rotation form of an access token, for `row`: `submit` runs as the
 * page's action (which shows a refusal and makes the button busy), and the form closes once it is done or on Cancel.
 */
function ReissueRow({
  kind,
  row,
  action,
  submit,
  onClose,
}: {
  kind: keyof typeof REISSUE_USER;
  row: ApiKey | AccessToken;
  action: ReturnType<typeof useAction>;
  submit: (id: string, options: ReissueOptions) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ReissueForm
      key={row.id}
      kind={kind}
      name={row.name}
      expiresAt={row.expires_at}
      expired={row.status === 'expired'}
      user={REISSUE_USER[kind]}
      busy={action.busy}
      onSubmit={(options) =>
        void action.run(async () => {
          await submit(row.id, options);
          onClose();
        })
      }
      onCancel={onClose}
    />
  );
}

/** Instance keys (svch_): the secret is shown once, in this component's state only. */
export function KeysPage() {
  const { profile } = useProfile();
  const keys = useLoad(() => hub.get('/api/v1/account/api-keys'), []);
  const action = useAction();
  // The create form says its own refusals, at its fields and beside its button.
  const creating = useAction();
  const problems = fieldProblems(creating.problem);
  useFocusFirstError(problems, KEY_FIELDS);
  const [secret, setSecret] = useState<ApiKeySecret | null>(null);
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [reissuing, setReissuing] = useState<ApiKey | null>(null);
  if (!profile) return <Loading />;
  const isAdmin = profile.organization?.role === 'admin';

  const create = (event: FormEvent) => {
    event.preventDefault();
    void creating.run(async () => {
      const body: HubSchemas['ApiKeyCreateDto'] = { name: name.trim() };
      if (days) body.expires_in_days = Number(days);
      const answer = await hub.post('/api/v1/account/api-keys', { body });
      setSecret(answer.apiKey);
      setName('');
      keys.reload();
    });
  };
  const reissue = async (id: string, options: ReissueOptions) => {
    const answer = await hub.put('/api/v1/account/api-keys', { body: { id, ...options } });
    setSecret(answer.apiKey);
    keys.reload();
  };
  const revoke = (id: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/account/api-keys', { query: { id } });
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
            <input
              id="k-name"
              required
              maxLength={100}
              value={name}
              {...invalidProps(problems, 'name', 'k-name')}
              onChange={(e) => setName(e.target.value)}
            />
            <FieldError problems={problems} field="name" id="k-name" />
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
              {...invalidProps(problems, 'expires_in_days', 'k-days')}
              onChange={(e) => setDays(e.target.value)}
            />
            <FieldError problems={problems} field="expires_in_days" id="k-days" />
          </div>
          <button type="submit" className="align-end" disabled={creating.busy}>
            Create key
          </button>
          <ErrorNote error={formNote(creating.problem, creating.error, KEY_FIELDS)} />
        </form>
      )}
      {isAdmin && reissuing && (
        <ReissueRow
          kind="Re-issue"
          row={reissuing}
          action={action}
          submit={reissue}
          onClose={() => setReissuing(null)}
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
  const tokens = useLoad(() => hub.get('/api/v1/account/access-tokens', { query: { scope } }), [scope]);
  const keys = useLoad(() => hub.get('/api/v1/account/api-keys'), []);
  const action = useAction();
  // The mint form says its own refusals, at its fields and beside its button.
  const minting = useAction();
  const problems = fieldProblems(minting.problem);
  useFocusFirstError(problems, TOKEN_FIELDS);
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
    void minting.run(async () => {
      const body: HubSchemas['AccessTokenCreateDto'] = { name: name.trim(), instance_id: chosen };
      if (days) body.expires_in_days = Number(days);
      const answer = await hub.post('/api/v1/account/access-tokens', { body });
      setSecret(answer.accessToken);
      setName('');
      tokens.reload();
    });
  };
  const rotate = async (id: string, options: ReissueOptions) => {
    const answer = await hub.put('/api/v1/account/access-tokens', { body: { id, ...options } });
    setSecret(answer.accessToken);
    tokens.reload();
  };
  const revoke = (id: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/account/access-tokens', { query: { id } });
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
          <input
            id="t-name"
            required
            maxLength={200}
            value={name}
            {...invalidProps(problems, 'name', 't-name')}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldError problems={problems} field="name" id="t-name" />
        </div>
        <div>
          <label htmlFor="t-instance">Instance</label>
          <select
            id="t-instance"
            required
            value={chosen}
            {...invalidProps(problems, 'instance_id', 't-instance')}
            onChange={(e) => setInstance(e.target.value)}
          >
            {activeKeys.length === 0 && <option value="">No active instance key</option>}
            {activeKeys.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name} ({k.key_prefix}…)
              </option>
            ))}
          </select>
          <FieldError problems={problems} field="instance_id" id="t-instance" />
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
            {...invalidProps(problems, 'expires_in_days', 't-days')}
            onChange={(e) => setDays(e.target.value)}
          />
          <FieldError problems={problems} field="expires_in_days" id="t-days" />
        </div>
        <button type="submit" className="align-end" disabled={minting.busy || !chosen}>
          Mint token
        </button>
        <ErrorNote error={formNote(minting.problem, minting.error, TOKEN_FIELDS)} />
      </form>
      {rotating && (
        <ReissueRow kind="Rotate" row={rotating} action={action} submit={rotate} onClose={() => setRotating(null)} />
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
