import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorText } from '../../shared/api.js';
import { navigate, usePath } from '../../shared/router.js';
import { ErrorNote, Link, Loading } from '../../shared/ui.js';
import { type AuthConfig, currentSession, onSessionChange, publicFleet, type Session, signOut } from './auth.js';
import { AuditPage } from './pages/AuditPage.js';
import { CallbackPage } from './pages/CallbackPage.js';
import { CatalogPage } from './pages/CatalogPage.js';
import { HardwarePage } from './pages/HardwarePage.js';
import { MePage } from './pages/MePage.js';
import { OverviewPage } from './pages/OverviewPage.js';
import { SecretsPage } from './pages/SecretsPage.js';
import { SettingsPage } from './pages/SettingsPage.js';
import { SignInPage } from './pages/SignInPage.js';
import { TokensPage } from './pages/TokensPage.js';
import { UsersPage } from './pages/UsersPage.js';

const PAGES = [
  { path: '/', label: 'Overview', title: 'Overview' },
  { path: '/me', label: 'Who am I', title: 'Who am I' },
  { path: '/tokens', label: 'Machine tokens', title: 'Machine tokens' },
  { path: '/audit', label: 'Audit log', title: 'Audit log' },
  { path: '/users', label: 'Users', title: 'Users and roles' },
  { path: '/settings', label: 'Settings', title: 'Settings' },
  { path: '/secrets', label: 'Secrets', title: 'Secrets' },
  { path: '/hardware', label: 'Hardware', title: 'Hardware' },
  { path: '/catalog', label: 'Catalog', title: 'Catalog' },
] as const;

const OLD_CATALOG_PATH = '/hub-templates';

function useSession(): Session | null {
  const [session, setSession] = useState(currentSession);
  useEffect(() => onSessionChange(setSession), []);
  return session;
}

function useAuthConfig(): { config: AuthConfig | null; error: string | null } {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    publicFleet
      .get('/api/v1/auth/config')
      .then(setConfig)
      .catch((e: unknown) => setError(errorText(e)));
  }, []);
  return { config, error };
}

export function App() {
  const { path, query } = usePath();
  const session = useSession();
  const { config, error } = useAuthConfig();
  const page = PAGES.find((p) => p.path === path);

  // The Catalog took the place of the "Hub templates" page: its old address still leads there.
  useEffect(() => {
    if (path === OLD_CATALOG_PATH) navigate('/catalog', true);
  }, [path]);

  useEffect(() => {
    document.title = session && page ? `${page.title} · Fleet console` : 'Sign in · Fleet console';
  }, [session, page]);

  // After an in-app navigation the focus goes to the new page, as a full page load would put it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('content')?.focus();
  }, [path, session === null]);

  if (path === '/callback') {
    return (
      <Shell>
        <CallbackPage query={query} />
      </Shell>
    );
  }
  if (!session) {
    return (
      <Shell>
        <ErrorNote error={error} />
        {config ? <SignInPage config={config} query={query} /> : !error && <Loading />}
      </Shell>
    );
  }
  return (
    <Shell nav={<Nav current={path} config={config} />}>
      {path === '/' && <OverviewPage />}
      {path === '/me' && <MePage config={config} />}
      {path === '/tokens' && <TokensPage />}
      {path === '/audit' && <AuditPage query={query} />}
      {path === '/users' && <UsersPage rolesEnforced={config?.roles_enforced ?? null} />}
      {path === '/settings' && <SettingsPage />}
      {path === '/secrets' && <SecretsPage />}
      {path === '/hardware' && <HardwarePage />}
      {path === '/catalog' && <CatalogPage />}
      {!page && path !== OLD_CATALOG_PATH && (
        <>
          <h1>Page not found</h1>
          <p>
            <Link to="/">Back to the console</Link>
          </p>
        </>
      )}
    </Shell>
  );
}

function Shell({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <header className="top">
        <a className="brand" href="/">
          Fleet console
        </a>
        {nav}
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function Nav({ current, config }: { current: string; config: AuthConfig | null }) {
  const [busy, setBusy] = useState(false);
  const out = async () => {
    setBusy(true);
    if (!(await signOut(config?.oidc))) navigate('/', true);
  };
  return (
    <>
      <nav aria-label="Fleet console">
        {PAGES.map((p) => (
          <NavLink key={p.path} to={p.path} current={current === p.path}>
            {p.label}
          </NavLink>
        ))}
      </nav>
      <button type="button" className="secondary" disabled={busy} onClick={() => void out()}>
        Sign out
      </button>
    </>
  );
}

function NavLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <a
      href={to}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
