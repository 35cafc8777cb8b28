import { type FormEvent, useState } from 'react';
import { formNote, invalidProps, useFieldProblems, useFocusFirstError } from '../../../shared/fields.js';
import { navigate } from '../../../shared/router.js';
import { ErrorNote, Link, Loading } from '../../../shared/ui.js';
import { PageTitle, SubNav, useAction, useLoad } from '../components.js';
import { hub, type AdminTemplate } from '../hub-api.js';
import { ADMIN_LINKS } from './Admin.js';
import { Deprecation } from './template-form/Deprecation.js';
import { blank, type Draft, fromTemplate, toBody } from './template-form/draft.js';
import { Problems } from './template-form/fields.js';
import {
  CatalogSection,
  DescriptionSection,
  IdentitySection,
  ImageSection,
  ReleaseNotesSection,
  ResourcesSection,
  RuntimeSection,
} from './template-form/sections.js';

/** Created here a moment ago: the edit page that follows says so. */
let justCreated: string | null = null;

export function TemplateEditPage({ slug }: { slug: string | null }) {
  const editing = slug !== null;
  const existing = useLoad(async () => {
    if (!slug) return null;
    // The admin API lists and searches (name, slug, description); the template is the one with this slug.
    const page = await hub.get('/api/v1/admin/templates', { query: { search: slug, limit: '100' } });
    const found = page.templates.find((t) => t.slug === slug);
    if (!found) throw new Error(`No template has the slug “${slug}”.`);
    return found;
  }, [slug]);
  if (editing && !existing.data) {
    return (
      <>
        <PageTitle title="Edit template">Edit template</PageTitle>
        {existing.error ? <ErrorNote error={existing.error} /> : <Loading />}
      </>
    );
  }
  return <TemplateForm key={existing.data?.id ?? 'new'} template={existing.data} />;
}

function TemplateForm({ template }: { template: AdminTemplate | null }) {
  const editing = template !== null;
  const [d, setD] = useState<Draft>(() => (template ? fromTemplate(template) : blank));
  const categories = useLoad(() => hub.get('/api/v1/admin/categories'), []);
  const orgs = useLoad(() => hub.get('/api/v1/admin/organizations'), []);
  const action = useAction();
  const [saved, setSaved] = useState<'saved' | 'created' | null>(() => {
    if (!template || justCreated !== template.slug) return null;
    justCreated = null;
    return 'created';
  });
  const [slugEdited, setSlugEdited] = useState(editing);
  // A field's error (found by the browser or the server, a taken slug included) clears once the field is edited.
  const { problems, edited } = useFieldProblems(action.problem);
  const fields = Object.keys(blank).map((key): [string, string] => [key, `tf-${key}`]);
  useFocusFirstError(problems, fields);
  const text = (key: keyof Draft, describedBy?: string) => ({
    id: `tf-${key}`,
    value: d[key] as string,
    onChange: (e: { target: { value: string } }) => {
      edited(key);
      setD({ ...d, [key]: e.target.value });
    },
    ...invalidProps(problems, key, `tf-${key}`, describedBy),
  });
  const categoryId = d.category_id || categories.data?.categories[0]?.id || '';
  const section = { d, setD, text };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void action.run(async () => {
      const body = toBody({ ...d, category_id: categoryId }, editing);
      const answer = editing
        ? await hub.put('/api/v1/admin/templates', { body: { id: template.id, ...body } })
        : await hub.post('/api/v1/admin/templates', { body });
      setSaved('saved');
      // The notes went with the revision this save published.
      setD((current) => ({ ...current, release_notes: '', contains_security_updates: false }));
      if (!editing) justCreated = answer.template.slug;
      navigate(`/admin/templates/${encodeURIComponent(answer.template.slug)}`, true);
    });
  };

  return (
    <>
      <PageTitle title={editing ? `Edit ${template.name}` : 'New template'}>
        {editing ? `Edit “${template.name}”` : 'New template'}
      </PageTitle>
      <SubNav links={ADMIN_LINKS} />
      {editing && (
        <p>
          <Link to={`/templates/${encodeURIComponent(template.slug)}`}>See it in the catalog</Link>
          {' · '}Managed by <strong data-testid="template-manager">{template.manager}</strong>
          {template.manager !== 'console' && ' (its next import or apply overwrites edits made here)'}
        </p>
      )}
      <Problems.Provider value={problems}>
        <form className="template-form" onSubmit={submit}>
          <IdentitySection
            {...section}
            editing={editing}
            edited={edited}
            slugEdited={slugEdited}
            setSlugEdited={setSlugEdited}
            categoryId={categoryId}
            categories={categories.data?.categories ?? []}
            orgs={orgs.data?.organizations ?? []}
          />
          <DescriptionSection {...section} />
          <ImageSection {...section} template={template} />
          <ResourcesSection {...section} />
          <RuntimeSection {...section} />
          <CatalogSection {...section} />
          <ReleaseNotesSection {...section} />
          <ErrorNote error={formNote(action.problem, action.error, fields) ?? categories.error ?? orgs.error} />
          {saved && (
            <p role="status" className="ok">
              {saved === 'created' ? 'Template created.' : 'Saved.'}{' '}
              {template && <Link to={`/templates/${encodeURIComponent(template.slug)}`}>See it in the catalog</Link>}
            </p>
          )}
          <div className="row">
            <button type="submit" disabled={action.busy}>
              {editing ? 'Save template' : 'Create template'}
            </button>
            <Link to="/admin/templates" className="button secondary">
              Cancel
            </Link>
          </div>
        </form>
      </Problems.Provider>
      {template && <Deprecation template={template} />}
    </>
  );
}
