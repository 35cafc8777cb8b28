import { createContext, type ReactNode, useContext } from 'react';
import type { FieldProblem } from '../../../../shared/api.js';
import { FieldError, type invalidProps } from '../../../../shared/fields.js';
import type { Draft } from './draft.js';

/** What `text(key)` gives an input of the form: its id, value, change handler and error wiring. */
export type TextProps = {
  id: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
} & ReturnType<typeof invalidProps>;

/** What every section of the form is given: the draft, its setter, and the text-input wiring. */
export interface SectionProps {
  d: Draft;
  setD: (d: Draft) => void;
  text: (key: keyof Draft, describedBy?: string) => TextProps;
}

/** The field errors of the last refused save; each Field shows its own (`tf-<field>` ids). */
export const Problems = createContext<FieldProblem[]>([]);

export function Field({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  children: ReactNode;
}) {
  const problems = useContext(Problems);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {help && (
        <span id={`${id}-help`} className="help">
          {help}
        </span>
      )}
      <FieldError problems={problems} field={id.slice(3)} id={id} />
    </div>
  );
}

/** A quantity field's help, with what the typed value reads as ("e.g. 4Gi · now 16 GiB"). */
export const readable = (help: string, value: string) => (value && value !== '—' ? `${help} · now ${value}` : help);

/** An editable list of rows (ports, variables, volumes…), each row a few labelled inputs. */
export function Rows<T extends object>({
  legend,
  rows,
  onChange,
  make,
  columns,
  noun,
}: {
  legend: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  make: () => T;
  noun: string;
  columns: { key: keyof T & string; label: string; type?: 'text' | 'number' | 'checkbox'; options?: string[] }[];
}) {
  const set = (i: number, key: keyof T, value: unknown) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {rows.length === 0 && <p className="muted">None.</p>}
      {rows.map((row, i) => (
        <div className="row rowset" key={i}>
          {columns.map((c) => {
            const id = `${noun}-${i}-${c.key}`;
            const raw = row[c.key] as unknown;
            const value =
              typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : undefined;
            if (c.type === 'checkbox') {
              return (
                <div className="check" key={c.key}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={Boolean(value)}
                    onChange={(e) => set(i, c.key, e.target.checked)}
                  />
                  <label htmlFor={id}>
                    {c.label}{' '}
                    <span className="sr-only">
                      of {noun} {i + 1}
                    </span>
                  </label>
                </div>
              );
            }
            return (
              <div key={c.key}>
                <label htmlFor={id}>
                  {c.label}{' '}
                  <span className="sr-only">
                    of {noun} {i + 1}
                  </span>
                </label>
                {c.options ? (
                  <select id={id} value={String(value ?? '')} onChange={(e) => set(i, c.key, e.target.value)}>
                    {c.options.map((o) => (
                      <option key={o} value={o}>
                        {o || '(any)'}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    type={c.type ?? 'text'}
                    value={value === undefined || value === null ? '' : String(value)}
                    onChange={(e) =>
                      set(
                        i,
                        c.key,
                        c.type === 'number'
                          ? e.target.value === ''
                            ? undefined
                            : Number(e.target.value)
                          : e.target.value,
                      )
                    }
                  />
                )}
              </div>
            );
          })}
          <button
            type="button"
            className="secondary align-end"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove{' '}
            <span className="sr-only">
              {noun} {i + 1}
            </span>
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...rows, make()])}>
        Add {noun}
      </button>
    </fieldset>
  );
}
