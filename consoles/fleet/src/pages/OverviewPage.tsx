import { ErrorNote, formatDate, Link, Loading } from '../../../shared/ui.js';
import { fleet } from '../fleet-api.js';
import { useLoad } from '../use-load.js';
import { UPDATE_CLASS_TEXT } from './catalog/texts.js';
import { METHODS } from './MePage.js';

/** GiB as the Hardware page and the Catalog write it ("80 GiB"). */
const gib = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })} GiB`;

/** How the fleet hears of catalog changes (docs/catalog-events.md). */
const CONNECTION_TEXT = {
  stream: 'event stream (changes arrive at once)',
  long_poll: 'long poll (a proxy breaks the stream)',
  timer: 'timer only (FLEET_SYNC_INTERVAL_SECONDS)',
  off: 'nothing (manual sync only)',
} as const;

/** The landing page: the cluster, updates waiting, tokens about to expire, the hub sync and how many templates fit. */
export function OverviewPage() {
  const { data, error } = useLoad(() => fleet.get('/api/v1/overview'));
  const me = useLoad(() => fleet.get('/api/v1/auth/me'));
  const o = data?.overview;
  return (
    <>
      <h1>Overview</h1>
      {me.data && (
        <p>
          Signed in as <strong data-testid="me-name">{me.data.user.name}</strong> with{' '}
          <span data-testid="me-method">{METHODS[me.data.user.auth_method]}</span> (<Link to="/me">your account</Link>).
        </p>
      )}
      <ErrorNote error={error} />
      {!o && !error && <Loading />}
      {o && (
        <>
          <section aria-labelledby="h-cluster">
            <h2 id="h-cluster">Cluster</h2>
            <dl className="facts">
              <dt>Nodes</dt>
              <dd data-testid="overview-nodes">{o.cluster.nodes}</dd>
              <dt>GPUs</dt>
              <dd data-testid="overview-gpus">
                {o.cluster.gpus}
                {o.cluster.gpus_by_product.length > 0 && (
                  <ul className="plain">
                    {o.cluster.gpus_by_product.map((g, i) => (
                      <li key={i}>
                        {g.count} × {g.product ?? 'unlabelled GPU'}
                        {g.memory_gib !== null && ` (${gib(g.memory_gib)} each)`}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
              <dt>Memory</dt>
              <dd>{gib(o.cluster.memory_gib)}</dd>
              <dt>Inventory taken</dt>
              <dd>{o.cluster.taken_at ? formatDate(o.cluster.taken_at) : 'never'}</dd>
            </dl>
            <p>
              <Link to="/hardware">Node details</Link>
            </p>
          </section>
          <section aria-labelledby="h-fit">
            <h2 id="h-fit">Templates that fit</h2>
            <p data-testid="overview-fit">
              {o.fit.status === 'known'
                ? `${o.fit.fits} of ${o.fit.templates} templates fit this cluster.`
                : `Unknown: the hub ${o.hub.configured ? 'does not answer' : 'is not configured'} (${o.fit.templates} templates in the mirror).`}
            </p>
          </section>
          <section aria-labelledby="h-hub">
            <h2 id="h-hub">Hub</h2>
            <dl className="facts">
              <dt>Reachable</dt>
              <dd data-testid="overview-hub">
                {o.hub.reachable === null ? 'not configured' : o.hub.reachable ? 'yes' : 'no'}
              </dd>
              <dt>Last sync</dt>
              <dd>{o.hub.last_success_at ? formatDate(o.hub.last_success_at) : 'never'}</dd>
              <dt>Connected by</dt>
              <dd data-testid="overview-hub-connection">{CONNECTION_TEXT[o.hub.connection.mode]}</dd>
              <dt>Last event</dt>
              <dd data-testid="overview-hub-last-event">
                {o.hub.connection.last_event_at ? formatDate(o.hub.connection.last_event_at) : 'none yet'}
              </dd>
              {o.hub.last_error && (
                <>
                  <dt>Last error</dt>
                  <dd>{o.hub.last_error}</dd>
                </>
              )}
            </dl>
          </section>
          <section aria-labelledby="h-updates">
            <h2 id="h-updates">Updates waiting</h2>
            {o.updates.total === 0 ? (
              <p className="muted">Every pinned template is current.</p>
            ) : (
              <ul className="plain">
                {o.updates.updates.map((u) => (
                  <li key={u.slug}>
                    <span className={`badge update-${u.update_class}`}>{UPDATE_CLASS_TEXT[u.update_class]}</span>{' '}
                    {u.name}
                    {u.target_revision !== null && ` → revision ${u.target_revision}`}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link to="/catalog">Pins and updates in the Catalog</Link>
            </p>
          </section>
          <section aria-labelledby="h-tokens">
            <h2 id="h-tokens">Machine tokens expiring within {o.tokens.within_days} days</h2>
            {o.tokens.expiring.length === 0 ? (
              <p className="muted">None.</p>
            ) : (
              <ul className="plain">
                {o.tokens.expiring.map((t) => (
                  <li key={t.id}>
                    {t.name}: {formatDate(t.expires_at)}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link to="/tokens">Token list</Link>
            </p>
          </section>
        </>
      )}
    </>
  );
}
