/**
 * Bidirectional formatting controls (issue 42): embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
 * and the marks U+200E, U+200F, U+061C. In a name or a description they reorder what a reader sees (a name can
 * be made to read as another: "\u202Egnp.exe" shows as "exe.png"). The consoles never render them: each is
 * shown as a visible marker, `[U+202E]`, so that nothing is reordered and the reader sees that one was there.
 * Done where text is shown (bidi-render.ts, on each console's root), whatever the data holds: data written
 * before, imported, or mirrored from a hub. The data itself is never rewritten: a form edits and saves what is stored.
 */
export const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/** The text with every bidirectional control replaced by a visible `[U+XXXX]` marker. */
export function showBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}
