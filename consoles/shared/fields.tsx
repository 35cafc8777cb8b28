import { useEffect, useState } from 'react';
import { ApiError, type FieldProblem } from './api.js';

/**
 * Errors where the eye is: a refused form's field errors (the problem's `errors[]`) are shown under the fields
 * they name, the fields are marked invalid, and focus moves to the first of them.
 */
export const fieldProblems = (error: unknown): FieldProblem[] => (error instanceof ApiError ? error.errors : []);

/** The message without the field's name in front ("slug must be …" under the Slug field reads "Must be …"). */
export function fieldMessage(field: string, message: string): string {
  const name =
    field
      .split(/[.[\]]/)
      .filter(Boolean)
      .at(-1) ?? field;
  const words = [field, name, name.replace(/_/g, ' ')];
  let text = message;
  for (const word of words) {
    if (text.toLowerCase().startsWith(`${word.toLowerCase()} `)) {
      text = text.slice(word.length + 1);
      break;
    }
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const problemOf = (problems: FieldProblem[], field: string) => problems.find((p) => p.field === field);

/** Props for a field's input: `aria-invalid` and the error's id added to what already describes it. */
export function invalidProps(
  problems: FieldProblem[],
  field: string,
  id: string,
  describedBy?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = problemOf(problems, field) !== undefined;
  const ids = [describedBy, invalid ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { ...(invalid ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

/** The error of one field, shown right under it. */
export function FieldError({ problems, field, id }: { problems: FieldProblem[]; field: string; id: string }) {
  const problem = problemOf(problems, field);
  if (!problem) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {fieldMessage(field, problem.message)}
    </p>
  );
}

/**
 * After a refusal, focus moves to the first field (in the form's order, `[field, input id]`) that has an error, and
 * its message is scrolled into view too (focus alone shows the input, and the message under it may stay below the
 * fold).
 */
export function useFocusFirstError(problems: FieldProblem[], fields: [string, string][]): void {
  useEffect(() => {
    const first = fields.find(([field]) => problemOf(problems, field));
    if (!first) return;
    document.getElementById(first[1])?.focus();
    document.getElementById(`${first[1]}-error`)?.scrollIntoView({ block: 'nearest' });
  }, [problems]);
}

/** The problems no field of the form shows (to say them beside the submit button). */
export const unplaced = (problems: FieldProblem[], fields: [string, string][]): FieldProblem[] =>
  problems.filter((p) => !fields.some(([field]) => field === p.field));

/** The form-level message: none when every field error is shown at its field, else the problem's detail. */
export function formNote(error: unknown, text: string | null, fields: [string, string][]): string | null {
  const problems = fieldProblems(error);
  return problems.length > 0 && unplaced(problems, fields).length === 0 ? null : text;
}

/**
 * The refusal's field errors less those of the fields edited since: an error clears as soon as its field is edited
 * (call `edited(field)` from the field's onChange), and a new refusal shows all of its errors again.
 */
export function useFieldProblems(error: unknown): { problems: FieldProblem[]; edited: (field: string) => void } {
  const [cleared, setCleared] = useState<{ error: unknown; fields: string[] }>({ error: null, fields: [] });
  const fields = cleared.error === error ? cleared.fields : [];
  const problems = fieldProblems(error).filter((p) => !fields.includes(p.field));
  const edited = (field: string) => {
    if (!fields.includes(field)) setCleared({ error, fields: [...fields, field] });
  };
  return { problems, edited };
}
