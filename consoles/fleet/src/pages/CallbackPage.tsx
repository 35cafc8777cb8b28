import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api.js';
import { navigate } from '../../../shared/router.js';
import { ErrorNote, Link, Loading } from '../../../shared/ui.js';
import { completeOidcSignIn } from '../auth.js';

/** The provider's redirect: the code and state leave the address bar before anything else happens. */
export function CallbackPage({ query }: { query: URLSearchParams }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const search = new URLSearchParams(query);
    // Nothing from the provider's answer stays in the address bar or the history, whatever happens next.
    window.history.replaceState(null, '', '/callback');
    completeOidcSignIn(search)
      .then((to) => navigate(to, true))
      .catch((e: unknown) => setError(errorText(e)));
    // Once per page load: the query is read when the provider's redirect arrives.
  }, []);
  return (
    <>
      <h1>{error ? 'Sign-in failed' : 'Signing in…'}</h1>
      {error ? (
        <>
          <ErrorNote error={error} />
          <p>
            <Link to="/">Back to the sign-in page</Link>
          </p>
        </>
      ) : (
        <Loading />
      )}
    </>
  );
}
