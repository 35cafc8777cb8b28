import { type FormEvent, useRef, useState } from 'react';
import { FieldError, fieldProblems, formNote, invalidProps, useFocusFirstError } from '../../../shared/fields.js';
import { ActionsCell, DataTable, ErrorNote, formatDate, Loading, Notice } from '../../../shared/ui.js';
import { fleet, type SecretSummary } from '../fleet-api.js';
import { useAction } from '../use-action.js';
import { useLoad } from '../use-load.js';

const SECRET_FIELDS: [string, string][] = [
  ['name', 'secret-name'],
  ['value', 'secret-value'],
];

/** Names and dates only: a value is written here and never read back by the console. */
export function SecretsPage() {
  const list = useLoad(() => fleet.get('/api/v1/secrets').then((r) => r.secrets));
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const valueInput = useRef<HTMLTextAreaElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const action = useAction(list.reload);
  const { busy, run: act } = action;
  // The form says its own refusals, at its fields and beside its button.
  const saving = useAction(list.reload);
  const problems = fieldProblems(saving.problem);
  useFocusFirstError(problems, SECRET_FIELDS);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const target = name.trim();
    const exists = list.data?.some((s) => s.name === target);
    action.setNotice(null);
    void saving.run(async () => {
      await fleet.put('/api/v1/secrets/{name}', { path: { name: target }, body: { value } });
      setName('');
      setValue('');
      action.setNotice(`${target} was ${exists ? 'updated' : 'saved'}. Its value is not shown again.`);
    });
  };

  const edit = (secret: SecretSummary) => {
    setName(secret.name);
    setValue('');
    valueInput.current?.focus();
  };

  const remove = (secret: SecretSummary) => {
    if (!window.confirm(`Delete the secret ${secret.name}?`)) return;
    void act(async () => {
      await fleet.delete('/api/v1/secrets/{name}', { path: { name: secret.name } });
      nameInput.current?.focus();
      return `${secret.name} was deleted.`;
    });
  };

  return (
    <>
      <h1>Secrets</h1>
      <p className="muted">
        Values are stored encrypted and never shown after saving; to change one, write a new value.
      </p>
      <ErrorNote error={action.error} />
      <Notice text={action.notice} />
      <section aria-labelledby="secret-form">
        <h2 id="secret-form">Set a secret</h2>
        <form className="stack" onSubmit={save}>
          <label htmlFor="secret-name">Name</label>
          <input
            id="secret-name"
            ref={nameInput}
            required
            maxLength={128}
            pattern="[A-Za-z_][A-Za-z0-9_.\-]*"
            title="Starts with a letter or _, then letters, digits, _ . -"
            placeholder="DB_PASSWORD"
            autoComplete="off"
            value={name}
            {...invalidProps(problems, 'name', 'secret-name')}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldError problems={problems} field="name" id="secret-name" />
          <label htmlFor="secret-value">Value</label>
          <textarea
            id="secret-value"
            ref={valueInput}
            required
            rows={3}
            autoComplete="off"
            spellCheck={false}
            value={value}
            {...invalidProps(problems, 'value', 'secret-value')}
            onChange={(e) => setValue(e.target.value)}
          />
          <FieldError problems={problems} field="value" id="secret-value" />
          <ErrorNote error={formNote(saving.problem, saving.error, SECRET_FIELDS)} />
          <div className="row">
            <button type="submit" disabled={saving.busy}>
              Save secret
            </button>
          </div>
        </form>
      </section>
      <section aria-labelledby="secret-list">
        <h2 id="secret-list">Stored secrets</h2>
        <ErrorNote error={list.error} />
        {!list.data && !list.error && <Loading />}
        {list.data && list.data.length === 0 && <p className="muted">No secrets yet.</p>}
        {list.data && list.data.length > 0 && (
          <DataTable columns={['Name', 'Updated', 'Actions']} cardsOnPhone>
            {list.data.map((s) => (
              <tr key={s.name} data-testid="secret-row">
                <th scope="row" data-label="Name">
                  <code>{s.name}</code>
                </th>
                <td data-label="Updated">{formatDate(s.updated_at)}</td>
                <ActionsCell>
                  <button type="button" className="secondary small" onClick={() => edit(s)}>
                    New value<span className="visually-hidden"> for {s.name}</span>
                  </button>
                  <button type="button" className="danger small" disabled={busy} onClick={() => remove(s)}>
                    Delete<span className="visually-hidden"> {s.name}</span>
                  </button>
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}
