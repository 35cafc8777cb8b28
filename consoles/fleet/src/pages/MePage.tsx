import { ErrorNote, formatDate, Loading } from '../../../shared/ui.js';
import { type AuthConfig, currentSession } from '../auth.js';
import { fleet, type Me } from '../fleet-api.js';
import { useLoad } from '../use-load.js';

export const METHODS: Record<Me['auth_method'], string> = {
  oidc: 'the OpenID provider',
  temp_admin: 'the temporary administrator’s password',
  local: 'a local password',
  machine_token: 'a machine token',
};

export function MePage({ config }: { config: AuthConfig | null }) {
  const { data, error } = useLoad(() => fleet.get('/api/v1/auth/me'));
  const session = currentSession();
  return (
    <>
      <h1>Who am I</h1>
      <ErrorNote error={error} />
      {!data && !error && <Loading />}
      {data && (
        <dl className="facts">
          <dt>Name</dt>
          <dd data-testid="me-name">{data.user.name}</dd>
          <dt>Email</dt>
          <dd>{data.user.email ?? '—'}</dd>
          <dt>Role</dt>
          <dd>
            {data.user.role}
            {config && !config.roles_enforced && (
              <span className="muted"> (stored; this fleet does not enforce roles: every caller may write)</span>
            )}
          </dd>
          <dt>Signed in with</dt>
          <dd data-testid="me-method">{METHODS[data.user.auth_method]}</dd>
          <dt>Session ends</dt>
          <dd>{session?.expires_at ? formatDate(new Date(session.expires_at).toISOString()) : '—'}</dd>
          <dt>User id</dt>
          <dd>
            <code>{data.user.id}</code>
          </dd>
        </dl>
      )}
      {config?.temp_admin_active && (
        <p className="note">
          The temporary administrator is active: create permanent accounts under Users, then remove SVC_TEMP_ADMIN_USER
          and SVC_TEMP_ADMIN_PASSWORD from the fleet’s environment.
        </p>
      )}
    </>
  );
}
