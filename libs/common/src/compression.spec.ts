import { codingFor, matchesAnyRepresentation, preferredCoding, representationTag } from './compression.js';

describe('Accept-Encoding negotiation (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=1.0, gzip;q=1.0', 'br'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['identity;q=0, gzip;q=0.001', 'gzip'],
    ['deflate', 'identity'],
    ['identity;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['GZIP;Q=0.5, BR;Q=0.4', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('%j → %s for a large answer', (header, coding) => {
    expect(codingFor(header, 5000)).toBe(coding);
  });

  it('sends small answers as they are unless identity was refused', () => {
    expect(codingFor('br, gzip', 1023)).toBe('identity');
    expect(codingFor('br, gzip', 1024)).toBe('br');
    expect(codingFor('identity;q=0, gzip', 10)).toBe('gzip');
    expect(codingFor('*;q=0, br', 10)).toBe('br');
  });

  it('chooses among the codings a file was built in', () => {
    expect(preferredCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredCoding('br', ['gzip'])).toBe('identity');
    expect(preferredCoding('gzip;q=0.5, br', ['br', 'gzip'])).toBe('br');
  });
});

describe('entity tags per representation', () => {
  it('suffixes the tag of a compressed representation', () => {
    expect(representationTag('"abc"', 'identity')).toBe('"abc"');
    expect(representationTag('"abc"', 'br')).toBe('"abc-br"');
    expect(representationTag('"abc"', 'gzip')).toBe('"abc-gz"');
    expect(representationTag('W/"abc"', 'gzip')).toBe('W/"abc-gz"');
  });

  it('takes any representation of the same answer as current, and nothing else', () => {
    for (const held of ['"abc"', '"abc-br"', '"abc-gz"', 'W/"abc-gz"', '"x", "abc-br"', '*']) {
      expect(matchesAnyRepresentation(held, '"abc"')).toBe(true);
    }
    for (const held of [undefined, '', '"ab"', '"abc-xx"', '"abcd"', '"abc-brx"', '"xbc-br"']) {
      expect(matchesAnyRepresentation(held, '"abc"')).toBe(false);
    }
  });
});
