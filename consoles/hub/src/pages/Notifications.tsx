import { useEffect, useState } from 'react';
import { ErrorNote, formatDate, Link, Loading } from '../../../shared/ui.js';
import { useSession } from '../auth.js';
import { PageTitle, Pager, useAction, useLoad } from '../components.js';
import { api, query } from '../hub-api.js';
import { useProfile } from '../profile.js';
import type { Pagination } from '../types.js';

/** A notification as GET /account/notifications lists it (docs/api-decisions.md "Credential lifecycle"). */
interface Notice {
  id: string;
  kind: 'credential_expiring' | 'previous_secret_in_use' | 'credential_leaked';
  created_at: string;
  credential: { type: 'api_key' | 'access_token'; id: string; name: string; prefix: string };
  expires_at: string | null;
  secret: 'current' | 'previous' | null;
  source: string | null;
  read_at: string | null;
  read_by: string | null;
}

/** Sent after notifications were marked read, so the header's badge counts again. */
const CHANGED = 'hub:notifications-changed';

/** The number of unread notifications of the signed-in user's organization; null without one. */
export function useUnreadNotifications(path: string): number | null {
  const session = useSession();
  const { profile } = useProfile();
  const [count, setCount] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  const orgId = profile?.organization?.id ?? null;
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    window.addEventListener(CHANGED, bump);
    return () => window.removeEventListener(CHANGED, bump);
  }, []);
  useEffect(() => {
    if (!session || !orgId) {
      setCount(null);
      return;
    }
    let live = true;
    api<{ pagination: Pagination }>('/account/notifications?unread=true&limit=1')
      .then((r) => live && setCount(r.pagination.total))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [session?.accessToken, orgId, path, tick]);
  return count;
}

const credentialLabel = (n: Notice) =>
  `${n.credential.type === 'api_key' ? 'Instance key' : 'Access token'} “${n.credential.name}”`;

/** One sentence per notification: what happened to which credential, and when. */
function describe(n: Notice): string {
  const what = credentialLabel(n);
  const prefix = `(${n.credential.prefix}…)`;
  switch (n.kind) {
    case 'credential_expiring':
      return n.expires_at && Date.parse(n.expires_at) <= Date.now()
        ? `${what} ${prefix} expired on ${formatDate(n.expires_at)}.`
        : `${what} ${prefix} expires on ${formatDate(n.expires_at)}.`;
    case 'previous_secret_in_use':
      return `The previous secret ${prefix} of ${what} is still in use; it stops working on ${formatDate(n.expires_at)}.`;
    case 'credential_leaked':
      return `${n.secret === 'previous' ? `The previous secret ${prefix} of ${what}` : `${what} ${prefix}`} was reported leaked${
        n.source ? ` (${n.source})` : ''
      } and ${n.secret === 'previous' ? 'ended' : 'revoked'}.`;
  }
}

const TITLES: Record<Notice['kind'], string> = {
  credential_expiring: 'Expiring',
  previous_secret_in_use: 'Previous secret in use',
  credential_leaked: 'Reported leaked',
};

/** The organization's notifications; organization admins mark them read. */
export function NotificationsPage() {
  const { profile } = useProfile();
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const list = useLoad(
    () =>
      api<{ notifications: Notice[]; pagination: Pagination }>(
        `/account/notifications${query({ page, limit: 20, unread: unread ? 'true' : null })}`,
      ),
    [page, unread],
  );
  const action = useAction();
  if (!profile) return <Loading />;
  const isAdmin = profile.organization?.role === 'admin';
  const markRead = (ids: string[]) =>
    void action.run(async () => {
      await api('/account/notifications', { method: 'PUT', body: { ids } });
      window.dispatchEvent(new Event(CHANGED));
      list.reload();
    });
  const notices = list.data?.notifications ?? [];
  const unreadHere = notices.filter((n) => !n.read_at).map((n) => n.id);
  return (
    <>
      <PageTitle title="Notifications">Notifications</PageTitle>
      <p className="muted">
        What your organization’s credentials need: keys and tokens expiring within 7 days, previous secrets still in use
        after a re-issue, and secrets reported leaked. Manage them under{' '}
        <Link to="/organization/keys">Instance keys</Link> and <Link to="/organization/tokens">Access tokens</Link>.
      </p>
      <div className="row spread">
        <div className="check">
          <input
            id="n-unread"
            type="checkbox"
            checked={unread}
            onChange={(e) => {
              setUnread(e.target.checked);
              setPage(1);
            }}
          />
          <label htmlFor="n-unread">Unread only</label>
        </div>
        {isAdmin && unreadHere.length > 0 && (
          <button type="button" className="secondary" disabled={action.busy} onClick={() => markRead(unreadHere)}>
            Mark all shown as read
          </button>
        )}
      </div>
      <ErrorNote error={action.error ?? list.error} />
      {!list.data ? (
        !list.error && <Loading />
      ) : notices.length === 0 ? (
        <p>{unread ? 'No unread notifications.' : 'No notifications: nothing needs your attention.'}</p>
      ) : (
        <>
          <ul className="notices">
            {notices.map((n) => (
              <li key={n.id} className={n.read_at ? 'notice read' : 'notice unread'}>
                <p className="notice-title">
                  <strong>{TITLES[n.kind]}</strong>
                  {!n.read_at && <span className="badge">unread</span>}
                  <span className="meta"> {formatDate(n.created_at)}</span>
                </p>
                <p>{describe(n)}</p>
                {n.read_at ? (
                  <p className="meta">Read {formatDate(n.read_at)}</p>
                ) : (
                  isAdmin && (
                    <button
                      type="button"
                      className="secondary"
                      disabled={action.busy}
                      aria-label={`Mark read: ${TITLES[n.kind]}, ${credentialLabel(n)}`}
                      onClick={() => markRead([n.id])}
                    >
                      Mark read
                    </button>
                  )
                )}
              </li>
            ))}
          </ul>
          {!isAdmin && <p className="muted">Organization admins mark notifications read.</p>}
          <Pager pagination={list.data.pagination} onPage={setPage} noun={['notification', 'notifications']} />
        </>
      )}
    </>
  );
}
