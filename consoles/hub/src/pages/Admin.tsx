import { type FormEvent, useState } from 'react';
import {
  FieldError,
  fieldProblems,
  formNote,
  invalidProps,
  useFieldProblems,
  useFocusFirstError,
} from '../../../shared/fields.js';
import { navigate } from '../../../shared/router.js';
import { slugFrom } from '../../../shared/slug.js';
import { DataTable, ErrorNote, formatDate, Link, Loading } from '../../../shared/ui.js';
import { ConfirmButton, KeyCells, PageTitle, Pager, Status, SubNav, useAction, useLoad } from '../components.js';
import { hub, query, type HubRole, type Stats, type Tier } from '../hub-api.js';
import { useProfile } from '../profile.js';

export const ADMIN_LINKS: [string, string][] = [
  ['/admin', 'Overview'],
  ['/admin/templates', 'Templates'],
  ['/admin/catalog', 'Apply a document'],
  ['/admin/categories', 'Categories'],
  ['/admin/access', 'Private access'],
  ['/admin/users', 'Users'],
  ['/admin/organizations', 'Organizations'],
  ['/admin/keys', 'Keys'],
];

function AdminHeader({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={`Admin: ${title}`}>{title}</PageTitle>
      <SubNav links={ADMIN_LINKS} />
    </>
  );
}

const STAT_LABELS: [keyof Stats, string][] = [
  ['users', 'Users'],
  ['organizations', 'Organizations'],
  ['templates', 'Templates'],
  ['categories', 'Categories'],
  ['api_keys', 'Active instance keys'],
  ['api_keys_expiring_soon', 'Keys expiring within 7 days'],
  ['catalog_access_grants', 'Private access grants'],
];

export function StatsPage() {
  const stats = useLoad(() => hub.get('/api/v1/admin/stats'), []);
  return (
    <>
      <AdminHeader title="Hub overview" />
      <ErrorNote error={stats.error} />
      {stats.data ? (
        <ul className="stats" aria-label="Statistics">
          {STAT_LABELS.map(([key, label]) => (
            <li key={key}>
              <span className="number">{stats.data!.stats[key]}</span> {label}
            </li>
          ))}
        </ul>
      ) : (
        !stats.error && <Loading />
      )}
    </>
  );
}

export function AdminTemplatesPage({ params }: { params: URLSearchParams }) {
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLoad(
    () => hub.get('/api/v1/admin/templates', { query: { search, page: String(page), limit: '25' } }),
    [search, page],
  );
  const [draft, setDraft] = useState(search);
  const action = useAction();
  const remove = (id: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/admin/templates', { query: { id } });
      list.reload();
    });
  return (
    <>
      <AdminHeader title="Templates" />
      <div className="row spread">
        <form
          role="search"
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(`/admin/templates${query({ search: draft })}`);
          }}
        >
          <label htmlFor="at-search" className="inline-label">
            Search
          </label>
          <input id="at-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className="secondary">
            Search
          </button>
        </form>
        <Link to="/admin/templates/new" className="button">
          New template
        </Link>
      </div>
      <ErrorNote error={action.error ?? list.error} />
      {!list.data ? (
        !list.error && <Loading />
      ) : (
        <>
          <DataTable columns={['Name', 'Slug', 'Category', 'Managed by', 'Visibility', 'Updated']} actions>
            {list.data.templates.map((t) => (
              <tr key={t.id}>
                <td>
                  <Link to={`/admin/templates/${encodeURIComponent(t.slug)}`}>{t.name}</Link>
                  {t.is_featured && <span className="badge">Featured</span>}
                </td>
                <td>
                  <code>{t.slug}</code>
                </td>
                <td>{t.category_name}</td>
                <td>{t.manager}</td>
                <td>{t.is_public ? 'public' : 'private'}</td>
                <td>{formatDate(t.updated_at)}</td>
                <td className="actions">
                  <ConfirmButton label="Delete" confirm={`Delete ${t.name}`} onConfirm={() => remove(t.id)} />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager
            pagination={list.data.pagination}
            noun={['template', 'templates']}
            onPage={(p) => navigate(`/admin/templates${query({ search, page: p })}`)}
          />
        </>
      )}
    </>
  );
}

const CATEGORY_FIELDS: [string, string][] = [
  ['name', 'c-name'],
  ['slug', 'c-slug'],
  ['description', 'c-description'],
  ['icon', 'c-icon'],
  ['sort_order', 'c-order'],
];

export function CategoriesPage() {
  const list = useLoad(() => hub.get('/api/v1/admin/categories'), []);
  const action = useAction();
  const rowAction = useAction();
  const empty = { id: '', name: '', slug: '', description: '', icon: '', sort_order: '0', is_private: false };
  const [form, setForm] = useState(empty);
  const [slugEdited, setSlugEdited] = useState(false);
  // An error (a taken slug included) clears once its field is edited.
  const { problems, edited } = useFieldProblems(action.problem);
  useFocusFirstError(problems, CATEGORY_FIELDS);
  const fieldProps = (field: string, id: string) => invalidProps(problems, field, id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const body = {
        name: form.name.trim(),
        slug: form.slug.trim(),
        description: form.description,
        icon: form.icon,
        sort_order: Number(form.sort_order) || 0,
        is_private: form.is_private,
      };
      if (form.id) await hub.put('/api/v1/admin/categories', { body: { id: form.id, ...body } });
      else await hub.post('/api/v1/admin/categories', { body });
      setForm(empty);
      setSlugEdited(false);
      list.reload();
    });
  };
  const remove = (id: string) =>
    void rowAction.run(async () => {
      await hub.delete('/api/v1/admin/categories', { query: { id } });
      list.reload();
    });
  return (
    <>
      <AdminHeader title="Categories" />
      <ErrorNote error={rowAction.error ?? list.error} />
      {list.data ? (
        <DataTable columns={['Name', 'Slug', 'Private', 'Templates', 'Grants', 'Order']} actions>
          {list.data.categories.map((c) => (
            <tr key={c.id}>
              <td>{c.name}</td>
              <td>
                <code>{c.slug}</code>
              </td>
              <td>{c.is_private ? 'yes' : 'no'}</td>
              <td>{c.template_count}</td>
              <td>{c.access_count}</td>
              <td>{c.sort_order}</td>
              <td className="actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    setSlugEdited(true);
                    setForm({
                      id: c.id,
                      name: c.name,
                      slug: c.slug,
                      description: c.description,
                      icon: c.icon,
                      sort_order: String(c.sort_order),
                      is_private: c.is_private,
                    });
                  }}
                >
                  Edit
                </button>
                <ConfirmButton label="Delete" confirm={`Delete ${c.name}`} onConfirm={() => remove(c.id)} />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        !list.error && <Loading />
      )}
      <h2>{form.id ? `Edit “${form.name}”` : 'New category'}</h2>
      <form className="stack" onSubmit={submit}>
        <label htmlFor="c-name">Name</label>
        <input
          id="c-name"
          required
          value={form.name}
          {...fieldProps('name', 'c-name')}
          onChange={(e) => {
            edited('name');
            if (!slugEdited) edited('slug');
            setForm({ ...form, name: e.target.value, slug: slugEdited ? form.slug : slugFrom(e.target.value) });
          }}
        />
        <FieldError problems={problems} field="name" id="c-name" />
        <label htmlFor="c-slug">Slug</label>
        <input
          id="c-slug"
          required
          value={form.slug}
          {...invalidProps(problems, 'slug', 'c-slug', 'c-slug-help')}
          onChange={(e) => {
            edited('slug');
            setSlugEdited(true);
            setForm({ ...form, slug: e.target.value });
          }}
        />
        <span id="c-slug-help" className="help">
          Suggested from the name: lowercase letters, digits and hyphens.
        </span>
        <FieldError problems={problems} field="slug" id="c-slug" />
        <label htmlFor="c-description">Description</label>
        <textarea
          id="c-description"
          rows={2}
          value={form.description}
          {...fieldProps('description', 'c-description')}
          onChange={(e) => {
            edited('description');
            setForm({ ...form, description: e.target.value });
          }}
        />
        <FieldError problems={problems} field="description" id="c-description" />
        <label htmlFor="c-icon">Icon</label>
        <input
          id="c-icon"
          value={form.icon}
          {...fieldProps('icon', 'c-icon')}
          onChange={(e) => {
            edited('icon');
            setForm({ ...form, icon: e.target.value });
          }}
        />
        <FieldError problems={problems} field="icon" id="c-icon" />
        <label htmlFor="c-order">Sort order</label>
        <input
          id="c-order"
          type="number"
          value={form.sort_order}
          {...fieldProps('sort_order', 'c-order')}
          onChange={(e) => {
            edited('sort_order');
            setForm({ ...form, sort_order: e.target.value });
          }}
        />
        <FieldError problems={problems} field="sort_order" id="c-order" />
        <div className="check">
          <input
            id="c-private"
            type="checkbox"
            checked={form.is_private}
            onChange={(e) => setForm({ ...form, is_private: e.target.checked })}
          />
          <label htmlFor="c-private">Private (only organizations with a grant see it)</label>
        </div>
        <ErrorNote error={formNote(action.problem, action.error, CATEGORY_FIELDS)} />
        <div className="row">
          <button type="submit" disabled={action.busy}>
            {form.id ? 'Save category' : 'Create category'}
          </button>
          {form.id && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setForm(empty);
                setSlugEdited(false);
              }}
            >
              Cancel
            </button>
          )}
        </div>
      </form>
    </>
  );
}

const GRANT_FIELDS: [string, string][] = [
  ['org_id', 'g-org'],
  ['category_id', 'g-category'],
];

export function AccessPage() {
  const grants = useLoad(() => hub.get('/api/v1/admin/catalog-access'), []);
  const orgs = useLoad(() => hub.get('/api/v1/admin/organizations'), []);
  const categories = useLoad(() => hub.get('/api/v1/admin/categories'), []);
  const action = useAction();
  // The grant form says its own refusals, at its fields and beside its button.
  const granting = useAction();
  const problems = fieldProblems(granting.problem);
  useFocusFirstError(problems, GRANT_FIELDS);
  const [org, setOrg] = useState('');
  const [category, setCategory] = useState('');
  const privateCategories = (categories.data?.categories ?? []).filter((c) => c.is_private);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void granting.run(async () => {
      await hub.post('/api/v1/admin/catalog-access', { body: { org_id: org, category_id: category } });
      grants.reload();
    });
  };
  const revoke = (id: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/admin/catalog-access', { query: { id } });
      grants.reload();
    });
  return (
    <>
      <AdminHeader title="Private category access" />
      <ErrorNote error={action.error ?? grants.error ?? orgs.error ?? categories.error} />
      <form className="row" onSubmit={submit} aria-label="Grant access">
        <div>
          <label htmlFor="g-org">Organization</label>
          <select
            id="g-org"
            required
            value={org}
            {...invalidProps(problems, 'org_id', 'g-org')}
            onChange={(e) => setOrg(e.target.value)}
          >
            <option value="">Choose…</option>
            {(orgs.data?.organizations ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
          <FieldError problems={problems} field="org_id" id="g-org" />
        </div>
        <div>
          <label htmlFor="g-category">Private category</label>
          <select
            id="g-category"
            required
            value={category}
            {...invalidProps(problems, 'category_id', 'g-category')}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">Choose…</option>
            {privateCategories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError problems={problems} field="category_id" id="g-category" />
        </div>
        <button type="submit" className="align-end" disabled={granting.busy}>
          Grant access
        </button>
        <ErrorNote error={formNote(granting.problem, granting.error, GRANT_FIELDS)} />
      </form>
      {grants.data ? (
        grants.data.grants.length === 0 ? (
          <p>No grants.</p>
        ) : (
          <DataTable columns={['Organization', 'Category', 'Granted']} actions>
            {grants.data.grants.map((g) => (
              <tr key={g.id}>
                <td>{g.org_name}</td>
                <td>{g.category_name}</td>
                <td>{formatDate(g.created_at)}</td>
                <td className="actions">
                  <ConfirmButton
                    label="Revoke"
                    confirm={`Revoke ${g.org_name} → ${g.category_name}`}
                    onConfirm={() => revoke(g.id)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )
      ) : (
        !grants.error && <Loading />
      )}
    </>
  );
}

export function UsersPage() {
  const { profile } = useProfile();
  const users = useLoad(() => hub.get('/api/v1/admin/users'), []);
  const action = useAction();
  const setRole = (id: string, role: HubRole) =>
    void action.run(async () => {
      await hub.put('/api/v1/admin/users', { body: { id, role } });
      users.reload();
    });
  const remove = (id: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/admin/users', { query: { id } });
      users.reload();
    });
  return (
    <>
      <AdminHeader title="Users" />
      <ErrorNote error={action.error ?? users.error} />
      {users.data ? (
        <DataTable columns={['Email', 'Name', 'Hub role', 'Organization', 'Since']} actions>
          {users.data.users.map((u) => (
            <tr key={u.id}>
              <td>{u.email ?? '—'}</td>
              <td>{u.name}</td>
              <td>
                <select
                  aria-label={`Hub role of ${u.email ?? u.name}`}
                  value={u.role}
                  disabled={action.busy || u.id === profile?.id}
                  onChange={(e) => setRole(u.id, e.target.value as HubRole)}
                >
                  <option value="user">user</option>
                  <option value="admin">admin</option>
                  <option value="superadmin">superadmin</option>
                </select>
              </td>
              <td>{u.organization ? `${u.organization.name} (${u.organization.role})` : '—'}</td>
              <td>{formatDate(u.created_at)}</td>
              <td className="actions">
                {u.id !== profile?.id && (
                  <ConfirmButton
                    label="Delete"
                    confirm={`Delete ${u.email ?? u.name}`}
                    onConfirm={() => remove(u.id)}
                  />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        !users.error && <Loading />
      )}
    </>
  );
}

export function OrganizationsPage() {
  const orgs = useLoad(() => hub.get('/api/v1/admin/organizations'), []);
  const action = useAction();
  const update = (id: string, change: { status?: 'active' | 'suspended'; tier?: Tier }) =>
    void action.run(async () => {
      await hub.put('/api/v1/admin/organizations', { body: { id, ...change } });
      orgs.reload();
    });
  return (
    <>
      <AdminHeader title="Organizations" />
      <ErrorNote error={action.error ?? orgs.error} />
      {orgs.data ? (
        <DataTable columns={['Name', 'Slug', 'Members', 'Active keys', 'Tier', 'Status']} actions>
          {orgs.data.organizations.map((o) => (
            <tr key={o.id}>
              <td>{o.name}</td>
              <td>
                <code>{o.slug}</code>
              </td>
              <td>{o.member_count}</td>
              <td>{o.api_key_count}</td>
              <td>
                <select
                  aria-label={`Tier of ${o.name}`}
                  value={o.tier}
                  disabled={action.busy}
                  onChange={(e) => update(o.id, { tier: e.target.value as Tier })}
                >
                  <option value="free">free</option>
                  <option value="pro">pro</option>
                  <option value="enterprise">enterprise</option>
                </select>
              </td>
              <td>
                <Status value={o.status} />
              </td>
              <td className="actions">
                {o.status === 'active' ? (
                  <ConfirmButton
                    label="Suspend"
                    confirm={`Suspend ${o.name}`}
                    onConfirm={() => update(o.id, { status: 'suspended' })}
                  />
                ) : (
                  <button type="button" className="secondary" onClick={() => update(o.id, { status: 'active' })}>
                    Reactivate
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        !orgs.error && <Loading />
      )}
    </>
  );
}

export function AdminKeysPage() {
  const keys = useLoad(() => hub.get('/api/v1/admin/api-keys'), []);
  const action = useAction();
  const revoke = (id: string) =>
    void action.run(async () => {
      await hub.delete('/api/v1/admin/api-keys', { query: { id } });
      keys.reload();
    });
  return (
    <>
      <AdminHeader title="Instance keys" />
      <ErrorNote error={action.error ?? keys.error} />
      {keys.data ? (
        <DataTable columns={['Organization', 'Name', 'Prefix', 'Status', 'Last used', 'Expires']} actions>
          {keys.data.apiKeys.map((k) => (
            <tr key={k.id}>
              <td>{k.organization.name}</td>
              <KeyCells apiKey={k} />
              <td className="actions">
                {k.status !== 'revoked' && (
                  <ConfirmButton label="Revoke" confirm={`Revoke ${k.name}`} onConfirm={() => revoke(k.id)} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        !keys.error && <Loading />
      )}
    </>
  );
}
