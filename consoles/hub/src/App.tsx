import { type ReactNode } from 'react';
import { match, usePath } from '../../shared/router.js';
import { ErrorNote, Link } from '../../shared/ui.js';
import { signIn, signOut, useSession } from './auth.js';
import { PageTitle, RequireSignIn, useAction } from './components.js';
import { CallbackPage, ProfilePage } from './pages/Account.js';
import {
  AccessPage,
  AdminKeysPage,
  AdminTemplatesPage,
  CategoriesPage,
  OrganizationsPage,
  StatsPage,
  UsersPage,
} from './pages/Admin.js';
import { CatalogPage } from './pages/Catalog.js';
import { CatalogDocumentPage } from './pages/CatalogDocument.js';
import { NotificationsPage, useUnreadNotifications } from './pages/Notifications.js';
import { KeysPage, OrganizationPage, TokensPage } from './pages/Organization.js';
import { TemplatePage } from './pages/Template.js';
import { TemplateEditPage } from './pages/TemplateForm.js';
import { isHubAdmin, ProfileProvider, useProfile } from './profile.js';

function AdminOnly({ children }: { children: ReactNode }) {
  const { profile } = useProfile();
  if (!profile) return null;
  if (!isHubAdmin(profile)) {
    return (
      <>
        <PageTitle title="Not allowed">Not allowed</PageTitle>
        <p>These pages are for hub administrators.</p>
      </>
    );
  }
  return <>{children}</>;
}

function OrgOnly({ children }: { children: ReactNode }) {
  const { profile } = useProfile();
  if (!profile) return null;
  if (!profile.organization) {
    return (
      <>
        <PageTitle title="No organization">No organization yet</PageTitle>
        <p>
          Keys and tokens belong to an organization. <Link to="/organization">Create one</Link> first.
        </p>
      </>
    );
  }
  return <>{children}</>;
}

function Page({ path, query }: { path: string; query: URLSearchParams }): ReactNode {
  if (path === '/') return <CatalogPage params={query} />;
  if (path === '/callback') return <CallbackPage />;
  const template = match('/templates/:slug', path);
  if (template) return <TemplatePage slug={template.slug} />;
  const signedIn = (page: ReactNode) => <RequireSignIn>{page}</RequireSignIn>;
  const admin = (page: ReactNode) => signedIn(<AdminOnly>{page}</AdminOnly>);
  switch (path) {
    case '/account':
      return signedIn(<ProfilePage />);
    case '/organization':
      return signedIn(<OrganizationPage />);
    case '/organization/keys':
      return signedIn(
        <OrgOnly>
          <KeysPage />
        </OrgOnly>,
      );
    case '/organization/tokens':
      return signedIn(
        <OrgOnly>
          <TokensPage />
        </OrgOnly>,
      );
    case '/notifications':
      return signedIn(
        <OrgOnly>
          <NotificationsPage />
        </OrgOnly>,
      );
    case '/admin':
      return admin(<StatsPage />);
    case '/admin/templates':
      return admin(<AdminTemplatesPage params={query} />);
    case '/admin/templates/new':
      return admin(<TemplateEditPage slug={null} />);
    case '/admin/catalog':
      return admin(<CatalogDocumentPage />);
    case '/admin/categories':
      return admin(<CategoriesPage />);
    case '/admin/access':
      return admin(<AccessPage />);
    case '/admin/users':
      return admin(<UsersPage />);
    case '/admin/organizations':
      return admin(<OrganizationsPage />);
    case '/admin/keys':
      return admin(<AdminKeysPage />);
  }
  const edit = match('/admin/templates/:slug', path);
  if (edit) return admin(<TemplateEditPage key={edit.slug} slug={edit.slug} />);
  return (
    <>
      <PageTitle title="Not found">Page not found</PageTitle>
      <p>
        <Link to="/">Go to the catalog</Link>
      </p>
    </>
  );
}

function Header({ path }: { path: string }) {
  const session = useSession();
  const { profile, error } = useProfile();
  const action = useAction();
  const unread = useUnreadNotifications(path);
  const section = (prefix: string) =>
    prefix === '/' ? path === '/' || path.startsWith('/templates/') : path.startsWith(prefix);
  return (
    <header className="top">
      <Link to="/" className="brand">
        Hub console
      </Link>
      <nav aria-label="Main">
        <Link to="/" current={section('/')}>
          Catalog
        </Link>
        {session && (
          <>
            <Link to="/organization" current={section('/organization')}>
              My organization
            </Link>
            {unread !== null && (
              <Link to="/notifications" current={section('/notifications')}>
                Notifications
                {unread > 0 && (
                  <span className="badge" data-testid="notification-badge">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
            )}
            {isHubAdmin(profile) && (
              <Link to="/admin" current={section('/admin')}>
                Admin
              </Link>
            )}
          </>
        )}
      </nav>
      <div className="account">
        {session ? (
          <>
            <Link to="/account" current={section('/account')}>
              {profile?.email ?? session.email ?? 'Profile'}
            </Link>
            <button type="button" className="secondary" onClick={() => void action.run(() => signOut())}>
              Sign out
            </button>
          </>
        ) : (
          path !== '/callback' && (
            <button type="button" disabled={action.busy} onClick={() => void action.run(() => signIn())}>
              Sign in
            </button>
          )
        )}
      </div>
      {(action.error || (session && error)) && (
        <div className="header-error">
          <ErrorNote error={action.error ?? error} />
        </div>
      )}
    </header>
  );
}

export function App() {
  const { path, query } = usePath();
  return (
    <ProfileProvider>
      <a href="#main" className="skip">
        Skip to content
      </a>
      <Header path={path} />
      <main id="main" tabIndex={-1}>
        <Page path={path} query={query} />
      </main>
    </ProfileProvider>
  );
}
