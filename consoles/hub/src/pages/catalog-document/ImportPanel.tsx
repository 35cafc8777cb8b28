import { type FormEvent, useState } from 'react';
import { DataTable, ErrorNote } from '../../../../shared/ui.js';
import { useAction } from '../../components.js';
import { type CatalogImport, type CatalogImportEntry, send } from '../../hub-api.js';
import { contentTypeOf, type PickedFile, readFile, sourceOf } from './files.js';

const FORMATS = [
  ['portainer', 'Portainer (JSON)'],
  ['casaos', 'CasaOS (YAML or JSON)'],
] as const;

/** What a report entry says beyond "mapped": why it was skipped, what it lost, what was adjusted. */
const what = (e: CatalogImportEntry): string[] => [
  ...(e.reason ? [`Skipped: ${e.reason}`] : []),
  ...(e.dropped ?? []).map((d) => `Lost: ${d}`),
  ...(e.notes ?? []),
];

function ImportReport({ answer }: { answer: CatalogImport }) {
  const count = (status: string) => answer.report.filter((e) => e.status === status).length;
  const rows = answer.report.filter((e) => e.status !== 'mapped' || (e.notes ?? []).length > 0);
  return (
    <section aria-labelledby="import-report-heading">
      <h3 id="import-report-heading">Import report</h3>
      <p data-testid="import-summary">
        {answer.report.length} entries from “{answer.source}”: {count('mapped')} mapped, {count('partial')} partial,{' '}
        {count('skipped')} skipped. {answer.document.templates.length} templates in the document.
      </p>
      {rows.length > 0 && (
        <DataTable columns={['#', 'Entry', 'Status', 'Slug', 'What to know']} cardsOnPhone>
          {rows.map((e) => (
            <tr key={e.index}>
              <td data-label="#">{e.index}</td>
              <td data-label="Entry">{e.source}</td>
              <td data-label="Status">{e.status}</td>
              <td data-label="Slug">{e.slug ? <code>{e.slug}</code> : '—'}</td>
              <td data-label="What to know">
                <ul>
                  {what(e).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {answer.categories.length > 0 && (
        <>
          <h4>Categories</h4>
          <ul data-testid="import-categories">
            {answer.categories.map((c) => (
              <li key={c.source}>
                “{c.source}” → {c.name} ({c.existing ? 'existing' : 'new'})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Import a Portainer or CasaOS collection: converted by the hub (nothing written), its report read here, then its
 * document handed to the plan.
 */
export function ImportPanel({ onDocument }: { onDocument: (file: PickedFile) => void }) {
  const [format, setFormat] = useState<(typeof FORMATS)[number][0]>('portainer');
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [source, setSource] = useState('');
  const [adopt, setAdopt] = useState(false);
  const [answer, setAnswer] = useState<CatalogImport | null>(null);
  const action = useAction();

  const pick = (files: FileList | null) =>
    void action.run(async () => {
      setAnswer(null);
      const chosen = files?.[0];
      if (!chosen) return setPicked(null);
      const text = await readFile(chosen);
      setPicked({ name: chosen.name, text, contentType: contentTypeOf(chosen.name) });
      setSource(sourceOf(chosen.name));
      if (/\.ya?ml$/i.test(chosen.name)) setFormat('casaos');
    });

  const convert = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    void action.run(async () => {
      setAnswer(null);
      const params = new URLSearchParams({ format, source: source.trim() || sourceOf(picked.name) });
      if (adopt) params.set('adopt', 'true');
      setAnswer(
        await send<CatalogImport>(`/api/v1/admin/catalog/import?${params.toString()}`, {
          method: 'POST',
          body: picked.text,
          contentType: picked.contentType,
        }),
      );
    });
  };

  return (
    <section className="stack" aria-labelledby="import-heading">
      <h2 id="import-heading">Import a collection</h2>
      <p>
        Convert a Portainer or CasaOS collection into a catalog document, read what became of each entry, then plan it.
        Nothing is written until you apply.
      </p>
      <form className="stack" aria-label="Import a collection" onSubmit={convert}>
        <div>
          <label htmlFor="i-format">Format</label>
          <select id="i-format" value={format} onChange={(e) => setFormat(e.target.value as typeof format)}>
            {FORMATS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="i-file">Collection file</label>
          <input
            id="i-file"
            type="file"
            accept=".json,.yaml,.yml,application/json,application/yaml"
            onChange={(e) => pick(e.target.files)}
          />
        </div>
        <div>
          <label htmlFor="i-source">Source name</label>
          <input
            id="i-source"
            value={source}
            aria-describedby="i-source-help"
            onChange={(e) => setSource(e.target.value)}
          />
          <span id="i-source-help" className="help">
            Manages the templates this import makes: importing the same source again updates them; another source’s
            templates are never changed without taking them over.
          </span>
        </div>
        <div className="check">
          <input id="i-adopt" type="checkbox" checked={adopt} onChange={(e) => setAdopt(e.target.checked)} />
          <label htmlFor="i-adopt">
            Adopt: map entries onto existing templates of the same slug (otherwise they get a new slug)
          </label>
        </div>
        <div className="row">
          <button type="submit" disabled={!picked || action.busy}>
            Convert
          </button>
        </div>
      </form>
      <ErrorNote error={action.error} />
      {answer && (
        <>
          <ImportReport answer={answer} />
          <div className="row">
            <button
              type="button"
              disabled={answer.document.templates.length === 0}
              onClick={() =>
                onDocument({
                  name: `${answer.source}.json`,
                  text: JSON.stringify(answer.document),
                  contentType: 'application/json',
                })
              }
            >
              Plan this document
            </button>
          </div>
        </>
      )}
    </section>
  );
}
