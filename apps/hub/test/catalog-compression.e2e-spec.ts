import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { HubCache } from '../src/cache/hub-cache.js';
import { bearer, makeOrg, makeUser, type TestUser } from './account-admin.helpers.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire. */
  wire: Buffer;
  /** Decoded by the Content-Encoding the answer names. */
  text: string;
}

/**
 * Compressed answers (docs/compression.md): what goes over the wire, read with node:http (supertest and fetch
 * decode on their own, and would hide which coding was sent).
 */
describe('compression of JSON answers', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let key: { Authorization: string };
  let categoryId: string;
  const LIST = '/api/v1/catalog/templates?limit=100';

  const get = (path: string, headers: Record<string, string> = {}): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(`${hub.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          try {
            const decoded = coding === 'br' ? brotliDecompressSync(wire) : coding === 'gzip' ? gunzipSync(wire) : wire;
            resolve({ status: res.statusCode!, headers: res.headers, wire, text: decoded.toString('utf8') });
          } catch (error) {
            reject(
              new Error(
                `${path}: ${String(coding)} body does not decode (${String(error)}): ${wire.toString('hex').slice(0, 80)}`,
              ),
            );
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    const org = await makeOrg(hub, fx);
    key = bearer(org.key.token);
    categoryId = (await fx.category({ slug: 'zip-cat' })).id;
    for (let i = 0; i < 30; i++) {
      await fx.template({
        category_id: categoryId,
        slug: `zip-${i}`,
        description: `A template that repeats itself like catalogs do, number ${i}. `.repeat(12),
        tags: ['zip', `n${i}`],
      });
    }
  });

  afterAll(async () => {
    await hub?.close();
  });

  const CODINGS: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.3', 'br'],
    ['identity;q=0, gzip;q=0.2', 'gzip'],
    ['deflate, compress', undefined],
    ['br;q=0, gzip;q=0', undefined],
    // Nothing we offer is acceptable: identity all the same (RFC 9110 lets a server disregard the header).
    ['identity;q=0', undefined],
  ];

  it.each([
    ['list, anonymous', LIST, false],
    ['list, instance key', LIST, true],
    ['updates, instance key', '/api/v1/catalog/templates/updates?since=2000-01-01T00:00:00Z', true],
    ['slug, anonymous', '/api/v1/catalog/templates/zip-3', false],
    ['slug, instance key (a counted download, compressed for this request)', '/api/v1/catalog/templates/zip-4', true],
  ])('%s: every coding decodes to the same JSON, uncached and cached', async (_name, path, withKey) => {
    hub.app.get(HubCache).flush();
    const auth = withKey ? key : {};
    const reference = await get(path, auth);
    expect(reference.status).toBe(200);
    expect(reference.wire.length).toBeGreaterThan(1024);
    const strip = (text: string) => ({ ...JSON.parse(text), download_count: 0 });
    for (const round of [1, 2]) {
      for (const [accept, expected] of CODINGS) {
        const res = await get(path, { ...auth, ...(accept === undefined ? {} : { 'accept-encoding': accept }) });
        expect([round, accept, res.status, res.headers['content-encoding']]).toEqual([round, accept, 200, expected]);
        expect(strip(res.text)).toEqual(strip(reference.text));
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length'])).toBe(res.wire.length);
        if (expected) expect(res.wire.length).toBeLessThan(reference.wire.length / 2);
      }
    }
  });

  it('gives each representation its own ETag and varies on Accept-Encoding beside Authorization', async () => {
    for (const auth of [{}, key]) {
      const [identity, gzip, br] = await Promise.all(
        [undefined, 'gzip', 'br'].map((accept) =>
          get(LIST, { ...auth, ...(accept ? { 'accept-encoding': accept } : {}) }),
        ),
      );
      const base = identity.headers.etag as string;
      expect(base).toMatch(/^"[\w-]+"$/);
      expect(gzip.headers.etag).toBe(`${base.slice(0, -1)}-gz"`);
      expect(br.headers.etag).toBe(`${base.slice(0, -1)}-br"`);
      for (const res of [identity, gzip, br]) {
        expect(res.headers.vary).toBe('Authorization, Accept-Encoding');
      }
    }
  });

  it.each([
    ['from the cache', false],
    ['after a flush (the controller answers)', true],
  ])('answers 304 whatever the coding, with the ETag of the coding asked for now (%s)', async (_name, flush) => {
    for (const auth of [{}, key]) {
      const tags = await Promise.all(
        ['identity', 'gzip', 'br'].map(
          async (accept) => (await get(LIST, { ...auth, 'accept-encoding': accept })).headers.etag as string,
        ),
      );
      for (const held of [...tags, `W/${tags[1]}`]) {
        for (const [accept, suffix] of [
          ['identity', ''],
          ['gzip', '-gz'],
          ['br', '-br'],
        ]) {
          if (flush) hub.app.get(HubCache).flush();
          const res = await get(LIST, { ...auth, 'accept-encoding': accept, 'if-none-match': held });
          expect([held, accept, res.status]).toEqual([held, accept, 304]);
          expect(res.wire.length).toBe(0);
          expect(res.headers.etag).toBe(`${tags[0].slice(0, -1)}${suffix}"`);
          expect(res.headers['content-encoding']).toBeUndefined();
        }
      }
      // A tag of another answer, or with a suffix we never made, is not current.
      const other = await get(LIST, {
        ...auth,
        'accept-encoding': 'br',
        'if-none-match': `${tags[0].slice(0, -1)}-xx"`,
      });
      expect(other.status).toBe(200);
    }
  });

  it('sends small answers as they are, unless the client refused identity', async () => {
    const categories = await get('/api/v1/catalog/categories', { 'accept-encoding': 'gzip, br' });
    expect(categories.status).toBe(200);
    expect(categories.wire.length).toBeLessThan(1024);
    expect(categories.headers['content-encoding']).toBeUndefined();
    expect(categories.headers.etag).not.toMatch(/-(br|gz)"$/);
    const refused = await get('/api/v1/catalog/categories', { 'accept-encoding': 'identity;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(refused.text)).toEqual(JSON.parse(categories.text));
    const problem = await get('/api/v1/catalog/templates/no-such-slug', { 'accept-encoding': 'br' });
    expect(problem.status).toBe(404);
    expect(problem.headers['content-encoding']).toBeUndefined();
  });

  it('counts the compressed forms of a cached answer against the byte budget', async () => {
    const cache = hub.app.get(HubCache);
    cache.flush();
    const identity = await get(LIST);
    const [gzip, br] = [await get(LIST, { 'accept-encoding': 'gzip' }), await get(LIST, { 'accept-encoding': 'br' })];
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    const compressed = gzip.wire.length + br.wire.length;
    // Two entries (the service's and the fast path's): each holds the identity payload and both compressed forms;
    // the service's also counts the objects the payload was made from (2 more bytes per payload byte).
    const expected = 4 * identity.wire.length + 2 * compressed;
    expect(cache.size).toBe(2);
    expect(cache.usedBytes).toBeGreaterThanOrEqual(expected);
    // What is left is the keys and the per-entry overhead: far less than the compressed bytes themselves.
    expect(cache.usedBytes - expected).toBeLessThan(2000);
    expect(2 * compressed).toBeGreaterThan(2000);
  });

  it('forgets a cached compressed answer on a write, like an uncompressed one', async () => {
    const before = await get(LIST, { 'accept-encoding': 'br' });
    const hits = hub.app.get(HubCache).hits;
    const again = await get(LIST, { 'accept-encoding': 'br', 'if-none-match': before.headers.etag as string });
    expect(again.status).toBe(304);
    expect(hub.app.get(HubCache).hits).toBeGreaterThan(hits);
    await hub.http
      .put('/api/v1/admin/templates')
      .set(admin.auth)
      .send({ id: JSON.parse(before.text).templates[0].id, name: 'A renamed zip template' })
      .expect(200);
    const after = await get(LIST, { 'accept-encoding': 'br', 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers['content-encoding']).toBe('br');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('A renamed zip template');
    expect(before.text).not.toContain('A renamed zip template');
  });

  it('compresses the other JSON answers over 1 KiB too (the OpenAPI document, an admin list)', async () => {
    for (const path of ['/api/openapi.json', '/api/v1/admin/templates?limit=100']) {
      const auth = path.includes('admin') ? admin.auth : {};
      const plain = await get(path, auth);
      const br = await get(path, { ...auth, 'accept-encoding': 'br' });
      const gzip = await get(path, { ...auth, 'accept-encoding': 'gzip' });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const res of [plain, br, gzip]) expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
      expect(JSON.parse(br.text)).toEqual(JSON.parse(plain.text));
      expect(JSON.parse(gzip.text)).toEqual(JSON.parse(plain.text));
      expect(br.wire.length).toBeLessThan(plain.wire.length / 2);
    }
  });
});
