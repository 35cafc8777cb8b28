import { ErrorNote, Link, Loading } from '../../../shared/ui.js';
import { formatCpu, formatMemory } from '../../../shared/quantities.js';
import { PageTitle, useLoad } from '../components.js';
import { hub } from '../hub-api.js';
import { Markdown } from '../markdown-view.js';
import { isHubAdmin, useProfile } from '../profile.js';
import { RevisionDiff } from './RevisionDiff.js';
import { Revisions } from './Revisions.js';

const orDash = (value: string | number | null | undefined) => (value === '' || value == null ? '—' : String(value));

export function TemplatePage({ slug }: { slug: string }) {
  const { profile } = useProfile();
  const {
    data: t,
    error,
    reload,
  } = useLoad(() => hub.get('/api/v1/catalog/templates/{slug}', { path: { slug } }), [slug]);
  if (error) {
    return (
      <>
        <PageTitle title="Template">Template</PageTitle>
        <ErrorNote error={error} />
        <p>
          <Link to="/">Back to the catalog</Link>
        </p>
      </>
    );
  }
  if (!t) return <Loading />;
  return (
    <article>
      <p className="crumbs">
        <Link to="/">Catalog</Link> ›{' '}
        <Link to={`/?category=${encodeURIComponent(t.category_slug)}`}>{t.category_name}</Link>
      </p>
      <PageTitle title={t.name}>{t.name}</PageTitle>
      {isHubAdmin(profile) && (
        <p>
          <Link to={`/admin/templates/${encodeURIComponent(t.slug)}`}>Edit this template</Link>
        </p>
      )}
      <div className="lead">
        <Markdown source={t.description} />
      </div>
      {t.deprecated && (
        <p className="notice" role="note">
          Deprecated: {t.deprecated.reason}
          {t.deprecated.replacement_slug && (
            <>
              {' '}
              Use{' '}
              <Link to={`/templates/${encodeURIComponent(t.deprecated.replacement_slug)}`}>
                {t.deprecated.replacement_slug}
              </Link>{' '}
              instead.
            </>
          )}
        </p>
      )}
      <p>
        {t.deprecated && <span className="badge deprecated">Deprecated</span>}
        {t.is_featured && <span className="badge">Featured</span>}
        {!t.is_public && <span className="badge">Private</span>}
        {t.tags.map((tag) => (
          <Link key={tag} to={`/?tags=${encodeURIComponent(tag)}`} className="tag">
            {tag}
          </Link>
        ))}
      </p>
      <div className="grid2">
        <section aria-labelledby="h-image">
          <h2 id="h-image">Image</h2>
          <dl className="facts">
            <dt>Image</dt>
            <dd>
              <code>{t.image_ref}</code>
            </dd>
            <dt>Version</dt>
            <dd>
              {orDash(t.version)} (revision {t.revision})
            </dd>
            <dt>Kind</dt>
            <dd>{t.kind}</dd>
            <dt>Minimum tier</dt>
            <dd>{t.min_tier}</dd>
            <dt>Downloads</dt>
            <dd>{t.download_count}</dd>
          </dl>
        </section>
        <section aria-labelledby="h-resources">
          <h2 id="h-resources">Resources</h2>
          <dl className="facts">
            <dt>CPU</dt>
            <dd>{orDash(formatCpu(t.cpu_request))}</dd>
            <dt>Memory</dt>
            <dd>{orDash(formatMemory(t.memory_request))}</dd>
            <dt>GPU count</dt>
            <dd>{t.gpu_count}</dd>
            <dt>VRAM</dt>
            <dd>{orDash(formatMemory(t.vram_request))}</dd>
            <dt>Concurrent jobs</dt>
            <dd>{t.concurrent_jobs}</dd>
          </dl>
        </section>
      </div>
      <section aria-labelledby="h-ports">
        <h2 id="h-ports">Ports</h2>
        {t.ports.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Container port</th>
                  <th scope="col">Protocol</th>
                </tr>
              </thead>
              <tbody>
                {t.ports.map((p) => (
                  <tr key={`${p.containerPort}/${p.protocol}`}>
                    <td>{p.containerPort}</td>
                    <td>{p.protocol}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="h-env">
        <h2 id="h-env">Environment</h2>
        {t.env_schema.length === 0 ? (
          <p className="muted">No variables to set.</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Variable</th>
                  <th scope="col">Required</th>
                  <th scope="col">Default</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {t.env_schema.map((e) => (
                  <tr key={e.name}>
                    <td>
                      <code>{e.name}</code>
                    </td>
                    <td>{e.required ? 'yes' : 'no'}</td>
                    <td>{e.default_value ? <code>{e.default_value}</code> : '—'}</td>
                    <td>{e.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="h-volumes">
        <h2 id="h-volumes">Volumes</h2>
        {t.volume_mounts.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul>
            {t.volume_mounts.map((v) => (
              <li key={v.name}>
                <code>{v.name}</code> at <code>{v.mountPath}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* A new revision (an edit, a rollback) starts the comparison again at previous → current. */}
      <RevisionDiff key={t.revision} slug={t.slug} current={t.revision} />
      <Revisions slug={t.slug} templateId={t.id} current={t.revision} admin={isHubAdmin(profile)} onChange={reload} />
      <section aria-labelledby="h-docs">
        <h2 id="h-docs">Documentation</h2>
        {t.documentation.trim() ? (
          // markdown-it with html:false: raw HTML in the source is printed as text (markdown.ts).
          <Markdown source={t.documentation} />
        ) : (
          <p className="muted">No documentation.</p>
        )}
      </section>
    </article>
  );
}
