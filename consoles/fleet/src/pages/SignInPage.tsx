import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/api.js';
import { navigate } from '../../../shared/router.js';
import { ErrorNote } from '../../../shared/ui.js';
import { type AuthConfig, providerName, signInWithPassword, startOidcSignIn, takeEndedNote } from '../auth.js';

export function SignInPage({ config, query }: { config: AuthConfig; query: URLSearchParams }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const started = useRef(false);
  const [ended] = useState(takeEndedNote);
  const returnTo = window.location.pathname === '/callback' ? '/' : window.location.pathname;

  const oidc = async () => {
    setError(null);
    setBusy(true);
    try {
      await startOidcSignIn(config.oidc, returnTo);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  // Arrived from the other origin of this fleet (`startOidcSignIn`): continue the sign-in from here.
  useEffect(() => {
    if (query.get('signin') !== 'oidc' || started.current) return;
    started.current = true;
    window.history.replaceState(null, '', '/');
    void oidc();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signInWithPassword(email, password);
      navigate(returnTo, true);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <div className="signin">
      <h1>Sign in</h1>
      {ended && (
        <p className="note" role="status">
          {ended}
        </p>
      )}
      <ErrorNote error={error} />
      {config.oidc.enabled && (
        <section aria-labelledby="provider-heading" className="card">
          <h2 id="provider-heading">With your organization’s account</h2>
          <button type="button" onClick={() => void oidc()} disabled={busy}>
            Sign in with {providerName(config.oidc)}
          </button>
        </section>
      )}
      {config.local_login && (
        <section aria-labelledby="local-heading" className="card">
          <h2 id="local-heading">With a fleet account</h2>
          <p className="muted">
            Local users{config.temp_admin_active ? ' and the temporary administrator' : ''} sign in here.
          </p>
          <form className="stack" onSubmit={(e) => void submit(e)}>
            <label htmlFor="login-email">Email or user name</label>
            <input
              id="login-email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="row">
              <button type="submit" disabled={busy}>
                Sign in
              </button>
            </div>
          </form>
        </section>
      )}
      {config.temp_admin_active && (
        <p className="note">
          The temporary administrator is active on this fleet: create permanent accounts, then remove
          SVC_TEMP_ADMIN_USER and SVC_TEMP_ADMIN_PASSWORD.
        </p>
      )}
    </div>
  );
}
