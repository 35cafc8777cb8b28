import { HubError, pathSegment } from './hub-client.js';

describe('pathSegment: a path parameter forwarded to the hub stays one segment', () => {
  it('percent-encodes, so that `/`, `%` and encoded dots stay inside the segment', () => {
    expect(pathSegment('vllm')).toBe('vllm');
    expect(pathSegment('%2e%2e')).toBe('%252e%252e');
    expect(pathSegment('a/../b')).toBe('a%2F..%2Fb');
    expect(pathSegment('x?y#z')).toBe('x%3Fy%23z');
  });

  it('refuses what a URL parser would take for a dot segment, or an empty one', () => {
    for (const value of ['', '.', '..']) expect(() => pathSegment(value)).toThrow(HubError);
    // What the refused values would have become: the dot segment and the one before it removed.
    expect(new URL('http://hub/api/v1/catalog/templates/../changes').pathname).toBe('/api/v1/catalog/changes');
    expect(new URL('http://hub/api/v1/catalog/templates/%2e%2e/changes').pathname).toBe('/api/v1/catalog/changes');
    expect(new URL(`http://hub/api/v1/catalog/templates/${pathSegment('%2e%2e')}/changes`).pathname).toBe(
      '/api/v1/catalog/templates/%252e%252e/changes',
    );
  });
});
