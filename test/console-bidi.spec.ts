// A pure helper of the consoles (no DOM, no React), unit-tested here where jest runs.
import { BIDI_CONTROLS, showBidiControls } from '../consoles/shared/bidi.js';

/** Issue 42: names and descriptions never carry a bidirectional control to the consoles' screens. */
describe('consoles/shared/bidi', () => {
  const controls = [0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

  it('shows every bidirectional control as a visible marker, and leaves other text alone', () => {
    for (const code of controls) {
      const c = String.fromCodePoint(code);
      const hex = code.toString(16).toUpperCase().padStart(4, '0');
      expect(showBidiControls(`a${c}b`)).toBe(`a[U+${hex}]b`);
    }
    // "\u202Egnp.exe" would read "exe.png".
    expect(showBidiControls('invoice\u202Egnp.exe')).toBe('invoice[U+202E]gnp.exe');
    expect(showBidiControls('\u2067שלום\u2069 vLLM')).toBe('[U+2067]שלום[U+2069] vLLM');
    for (const plain of ['vLLM', 'שלום', 'مرحبا', 'Café', 'a\u200Bb', '']) expect(showBidiControls(plain)).toBe(plain);
    for (const code of controls) expect(showBidiControls(String.fromCodePoint(code))).not.toMatch(BIDI_CONTROLS);
  });
});
