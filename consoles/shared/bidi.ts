/**
 * Bidirectional formatting controls (issue 42): embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
 * and the marks U+200E, U+200F, U+061C. In a name or a description they reorder what a reader sees (a name can
 * be made to read as another: "\u202Egnp.exe" shows as "exe.png"). The consoles never render them: each is
 * shown as a visible marker, `[U+202E]`, so that nothing is reordered and the reader sees that one was there.
 * Done when an answer is read (every name of both consoles goes through it), whatever the data holds: data
 * written before, imported, or mirrored from a hub. Only display fields are rewritten (DISPLAY_FIELDS), never a
 * secret's value, a token or an id.
 */
export const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/** The text with every bidirectional control replaced by a visible `[U+XXXX]` marker. */
export function showBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}

/** Fields of an API answer that the consoles show as text: names, descriptions, titles, labels, tags. */
export const DISPLAY_FIELDS = new Set([
  'name',
  'description',
  'slug',
  'title',
  'display_name',
  'category_name',
  'category_slug',
  'organization_name',
  'actor_name',
  'subject',
  'message',
  'body',
  'notes',
  'note',
  'summary',
  'label',
  'target',
  'tags',
  'hostname',
  'image_name',
  'version',
]);

/** A JSON.parse reviver that applies showBidiControls to the display fields of an answer (strings and string lists). */
export function displaySafe(key: string, value: unknown): unknown {
  if (!DISPLAY_FIELDS.has(key)) return value;
  if (typeof value === 'string') return showBidiControls(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? showBidiControls(v) : v));
  return value;
}
