import { HubError, pathSegment, readCapped } from './hub-client.js';

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

describe('readCapped: a hub answer is read with a size cap, never buffered past it', () => {
  const endless = (counter: { pulled: number; cancelled: boolean }) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {
        counter.cancelled = true;
      },
    });

  it('answers a body within the cap', async () => {
    expect((await readCapped(new Response('{"ok":true}'), 64)).toString()).toBe('{"ok":true}');
  });

  it('stops reading an endless body just past the cap and cancels it', async () => {
    const counter = { pulled: 0, cancelled: false };
    await expect(readCapped(new Response(endless(counter)), 1024 * 1024)).rejects.toThrow('more than 1048576 bytes');
    expect(counter.pulled).toBeLessThanOrEqual(20);
    expect(counter.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const counter = { pulled: 0, cancelled: false };
    const response = new Response(endless(counter), { headers: { 'content-length': String(100 * 1024 * 1024) } });
    await expect(readCapped(response, 4 * 1024 * 1024)).rejects.toThrow(HubError);
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });
});
