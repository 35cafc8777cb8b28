import { foldEmail } from './email.js';

describe('foldEmail', () => {
  it('folds ASCII capitals only', () => {
    expect(foldEmail('KIM@Example.TEST')).toBe('kim@example.test');
    expect(foldEmail('kim@example.test')).toBe('kim@example.test');
  });

  it.each([
    ['KELVIN SIGN', '\u212Aim@example.test'],
    ['long s', '\u017Fam@example.test'],
    ['dotless i', 'k\u0131m@example.test'],
    ['dotted capital I', 'K\u0130M@example.test'],
    ['fullwidth', '\uFF2Bim@example.test'],
    ['Cyrillic', '\u041Aim@example.test'],
    ['ligature ff', 'je\uFB00@example.test'],
    ['ligature st', 'po\uFB06@example.test'],
    ['capital sharp s', 'gro\u1E9E@example.test'],
  ])('maps no %s onto ASCII', (_name, email) => {
    const folded = foldEmail(email);
    // Every non-ASCII character is kept as it is; only A-Z change.
    expect([...folded].filter((c) => c.charCodeAt(0) > 0x7f)).toEqual([...email].filter((c) => c.charCodeAt(0) > 0x7f));
    expect(folded).toMatch(/[^\x00-\x7f]/);
  });
});
