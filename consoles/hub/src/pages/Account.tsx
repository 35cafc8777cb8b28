import { type FormEvent, useEffect, useState } from 'react';
import { navigate } from '../../../shared/router.js';
import { ErrorNote, formatDate, Loading } from '../../../shared/ui.js';
import { completeSignIn, signOut } from '../auth.js';
import { ConfirmButton, PageTitle, useAction } from '../components.js';
import { hub } from '../hub-api.js';
import { useProfile } from '../profile.js';

export function ProfilePage() {
  const { profile, reload, error } = useProfile();
  const [name, setName] = useState<string | null>(null);
  const action = useAction();
  const [saved, setSaved] = useState(false);
  if (!profile) return error ? <ErrorNote error={error} /> : <Loading />;
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void action.run(async () => {
      await hub.put('/api/v1/account/profile', { body: { name: (name ?? profile.name).trim() } });
      setSaved(true);
      reload();
    });
  };
  const remove = () =>
    void action.run(async () => {
      await hub.delete('/api/v1/account/profile');
      await signOut();
      navigate('/');
    });
  return (
    <>
      <PageTitle title="Profile">Profile</PageTitle>
      <dl className="facts">
        <dt>Email</dt>
        <dd>{profile.email ?? '—'}</dd>
        <dt>Hub role</dt>
        <dd>{profile.role}</dd>
        <dt>Organization</dt>
        <dd>{profile.organization ? `${profile.organization.name} (${profile.organization.role})` : 'none'}</dd>
        <dt>Member since</dt>
        <dd>{formatDate(profile.created_at)}</dd>
      </dl>
      <form className="stack" onSubmit={save}>
        <label htmlFor="p-name">Display name</label>
        <input
          id="p-name"
          required
          maxLength={200}
          value={name ?? profile.name}
          onChange={(e) => setName(e.target.value)}
        />
        <ErrorNote error={action.error} />
        {saved && (
          <p role="status" className="ok">
            Saved.
          </p>
        )}
        <div className="row">
          <button type="submit" disabled={action.busy}>
            Save
          </button>
        </div>
      </form>
      <h2>Delete your account</h2>
      <p className="muted">
        Your membership and access tokens go with it; as the last member, your organization goes too.
      </p>
      <ConfirmButton label="Delete my account" confirm="Delete my account for good" onConfirm={remove} />
    </>
  );
}

// One exchange per page load (React's development mode runs effects twice; a code is good once).
let exchange: Promise<string> | null = null;

/** The provider sends the browser back here with ?code&state: exchange, then replace the address. */
export function CallbackPage() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    // The code and state leave the address bar (and the history) before anything else happens.
    window.history.replaceState(null, '', '/callback');
    exchange ??= completeSignIn(url);
    let live = true;
    exchange
      .then((returnTo) => live && navigate(returnTo, true))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : 'The sign-in failed.'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <PageTitle title="Signing in">Signing in</PageTitle>
      {error ? <ErrorNote error={error} /> : <Loading />}
    </>
  );
}
