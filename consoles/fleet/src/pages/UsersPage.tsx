import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog.js';
import {
  FieldError,
  fieldProblems,
  formNote,
  invalidProps,
  useFieldProblems,
  useFocusFirstError,
} from '../../../shared/fields.js';
import { ActionsCell, DataTable, ErrorNote, formatDate, Loading, Notice } from '../../../shared/ui.js';
import { fleet, type Role, type User } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

const USER_FIELDS: [string, string][] = [
  ['email', 'user-email'],
  ['name', 'user-name'],
  ['password', 'user-password'],
  ['role', 'user-role'],
];

export function UsersPage({ rolesEnforced }: { rolesEnforced: boolean | null }) {
  const users = useLoad(() => fleet.get('/api/v1/users').then((r) => r.users));
  const me = useLoad(() => fleet.get('/api/v1/auth/me').then((r) => r.user));
  const [form, setForm] = useState({ email: '', name: '', password: '', role: 'readonly' as Role });
  const [reset, setReset] = useState({ id: '', password: '' });
  const locals = users.data?.filter((u) => u.auth_method === 'local') ?? [];

  const action = useAction(users.reload);
  const { busy, run: act } = action;
  // The new-user form says its own refusals, at its fields and beside its button.
  const creating = useAction(users.reload);
  // Focus goes to the first refused field when a refusal arrives (the server's too: a duplicate email); each error
  // clears as soon as its field is edited.
  useFocusFirstError(fieldProblems(creating.problem), USER_FIELDS);
  const { problems, edited } = useFieldProblems(creating.problem);
  const [roleChange, setRoleChange] = useState<{ user: User; role: Role } | null>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    void creating.run(async () => {
      const { user } = await fleet.post('/api/v1/users', { body: form });
      setForm({ email: '', name: '', password: '', role: 'readonly' });
      action.setNotice(`${user.name} can now sign in with ${user.email ?? 'their email'}.`);
    });
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    const user = locals.find((u) => u.id === reset.id);
    if (!user) return;
    void act(async () => {
      await fleet.put('/api/v1/users/{id}', { path: { id: user.id }, body: { password: reset.password } });
      setReset({ id: '', password: '' });
      return `${user.name} has a new password; their sessions have ended.`;
    });
  };

  const setRole = (user: User, role: Role) => {
    setRoleChange(null);
    void act(async () => {
      await fleet.put('/api/v1/users/{id}', { path: { id: user.id }, body: { role } });
      return `${user.name} is now ${role}; their sessions have ended. The change is in the audit log.`;
    });
  };

  const remove = (user: User) => {
    if (!window.confirm(`Remove ${user.name}? Their sessions end.`)) return;
    void act(async () => {
      await fleet.delete('/api/v1/users/{id}', { path: { id: user.id } });
      return `${user.name} was removed.`;
    });
  };

  return (
    <>
      <h1>Users and roles</h1>
      <p className="muted">
        Local users sign in with the form; people who signed in through the provider appear here after their first
        sign-in.
      </p>
      {rolesEnforced === false && (
        <p className="note" data-testid="roles-note">
          Roles are shown but not enforced: every signed-in user may do everything, <code>readonly</code> users
          included. Set <code>FLEET_ENFORCE_ROLES=true</code> on the fleet to make <code>readonly</code> users
          read-only.
        </p>
      )}
      {rolesEnforced && (
        <p className="muted" data-testid="roles-note">
          Roles are enforced (<code>FLEET_ENFORCE_ROLES</code>): <code>readonly</code> users may only read.
        </p>
      )}
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
      <section aria-labelledby="user-list">
        <h2 id="user-list">Users</h2>
        <ErrorNote error={users.error} />
        {!users.data && !users.error && <Loading />}
        {users.data && users.data.length === 0 && <p className="muted">No users yet.</p>}
        {users.data && users.data.length > 0 && (
          <DataTable columns={['Name', 'Email', 'Sign-in', 'Role', 'Last sign-in', 'Actions']} cardsOnPhone>
            {users.data.map((u) => {
              const other: Role = u.role === 'admin' ? 'readonly' : 'admin';
              return (
                <tr key={u.id} data-testid="user-row">
                  <th scope="row" data-label="Name">
                    {u.name}
                    {me.data?.id === u.id && <span className="muted"> (you)</span>}
                  </th>
                  <td data-label="Email">{u.email ?? '—'}</td>
                  <td data-label="Sign-in">{u.auth_method === 'oidc' ? 'provider' : 'password'}</td>
                  <td data-label="Role">{u.role}</td>
                  <td data-label="Last sign-in">{formatDate(u.last_login_at)}</td>
                  <ActionsCell>
                    <button
                      type="button"
                      className="secondary small"
                      disabled={busy}
                      onClick={() => setRoleChange({ user: u, role: other })}
                    >
                      Make {other}
                      <span className="visually-hidden"> ({u.name})</span>
                    </button>
                    <button type="button" className="danger small" disabled={busy} onClick={() => remove(u)}>
                      Remove<span className="visually-hidden"> {u.name}</span>
                    </button>
                  </ActionsCell>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>
      <section aria-labelledby="new-user">
        <h2 id="new-user">New local user</h2>
        <form className="stack" onSubmit={create}>
          <label htmlFor="user-email">Email</label>
          <input
            id="user-email"
            type="email"
            required
            autoComplete="off"
            value={form.email}
            {...invalidProps(problems, 'email', 'user-email')}
            onChange={(e) => {
              setForm({ ...form, email: e.target.value });
              edited('email');
            }}
          />
          <FieldError problems={problems} field="email" id="user-email" />
          <label htmlFor="user-name">Name</label>
          <input
            id="user-name"
            required
            maxLength={200}
            value={form.name}
            {...invalidProps(problems, 'name', 'user-name')}
            onChange={(e) => {
              setForm({ ...form, name: e.target.value });
              edited('name');
            }}
          />
          <FieldError problems={problems} field="name" id="user-name" />
          <label htmlFor="user-password">Password (8 characters or more)</label>
          <input
            id="user-password"
            type="password"
            required
            minLength={8}
            maxLength={128}
            autoComplete="new-password"
            value={form.password}
            {...invalidProps(problems, 'password', 'user-password')}
            onChange={(e) => {
              setForm({ ...form, password: e.target.value });
              edited('password');
            }}
          />
          <FieldError problems={problems} field="password" id="user-password" />
          <label htmlFor="user-role">Role</label>
          <select
            id="user-role"
            value={form.role}
            onChange={(e) => {
              setForm({ ...form, role: e.target.value as Role });
              edited('role');
            }}
          >
            <option value="readonly">readonly</option>
            <option value="admin">admin</option>
          </select>
          <FieldError problems={problems} field="role" id="user-role" />
          <ErrorNote error={formNote(creating.problem, creating.error, USER_FIELDS)} />
          <div className="row">
            <button type="submit" disabled={creating.busy}>
              Create user
            </button>
          </div>
        </form>
      </section>
      {locals.length > 0 && (
        <section aria-labelledby="reset-password">
          <h2 id="reset-password">Set a local user’s password</h2>
          <form className="stack" onSubmit={changePassword}>
            <label htmlFor="reset-user">User</label>
            <select
              id="reset-user"
              required
              value={reset.id}
              onChange={(e) => setReset({ ...reset, id: e.target.value })}
            >
              <option value="">Choose a user</option>
              {locals.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name} ({u.email})
                </option>
              ))}
            </select>
            <label htmlFor="reset-new-password">New password (8 characters or more)</label>
            <input
              id="reset-new-password"
              type="password"
              required
              minLength={8}
              maxLength={128}
              autoComplete="new-password"
              value={reset.password}
              onChange={(e) => setReset({ ...reset, password: e.target.value })}
            />
            <div className="row">
              <button type="submit" disabled={busy}>
                Set password
              </button>
            </div>
          </form>
        </section>
      )}
      <ConfirmDialog
        open={roleChange !== null}
        title={roleChange ? `Make ${roleChange.user.name} ${roleChange.role}?` : ''}
        confirmLabel={roleChange ? `Make ${roleChange.role}` : 'Confirm'}
        danger={roleChange?.role === 'admin'}
        onCancel={() => setRoleChange(null)}
        onConfirm={() => roleChange && setRole(roleChange.user, roleChange.role)}
      >
        {roleChange && (
          <p>
            {roleChange.role === 'admin'
              ? `${roleChange.user.name} will be an administrator${rolesEnforced ? ': they may change everything' : ''}.`
              : `${roleChange.user.name} will be read-only${rolesEnforced ? '' : ' (shown, but not enforced here)'}.`}{' '}
            Their sessions end, and the change is recorded in the audit log in your name.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
