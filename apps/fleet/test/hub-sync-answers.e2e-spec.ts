import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mintToken } from '#lib/credentials';
import { startTestFleet, type TestFleet } from '#lib/testing';

const TEMP = { SVC_TEMP_ADMIN_USER: 'root-admin', SVC_TEMP_ADMIN_PASSWORD: 'temporary-Passw0rd' };
const KEY = mintToken('instanceKey').token; // well-formed; the stand-in hub does not check it
const TEMPLATE = {
  id: '6f1c1f0e-5a43-4c55-9b5e-2d5f1f0c9a01',
  slug: 'vllm',
  name: 'vLLM',
  updated_at: '2026-01-02T03:04:05.000Z',
};

/**
 * The fleet's sync against a stand-in hub that answers whatever a test wants: a malformed answer fails
 * that sync with a fixed message and leaves the mirror and the cursor (`since`) as they were.
 */
describe('fleet hub sync: answers it must refuse', () => {
  let fleet: TestFleet;
  let admin: string;
  let hub: Server;
  let answer: unknown;
  const seen: string[] = [];

  beforeAll(async () => {
    hub = createServer((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://hub').searchParams.get('since') ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
    fleet = await startTestFleet({ env: { ...TEMP, FLEET_HUB_URL: url, FLEET_HUB_INSTANCE_KEY: KEY } });
    admin = (
      await fleet.http
        .post('/api/v1/auth/login')
        .send({ email: TEMP.SVC_TEMP_ADMIN_USER, password: TEMP.SVC_TEMP_ADMIN_PASSWORD })
        .expect(200)
    ).body.access_token;
  });
  afterAll(async () => {
    await fleet.close();
    await new Promise((resolve) => hub.close(resolve));
  });

  const call = (method: 'get' | 'post', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${admin}`);

  it('applies a well-formed answer and uses its checked_at as the next since', async () => {
    answer = { templates: [TEMPLATE], removed: [], checked_at: '2026-01-02T03:04:06.000Z' };
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({ status: 'updated', upserted: 1 });
    expect((await call('get', 'hub/templates').expect(200)).body.templates).toEqual([TEMPLATE]);
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['no templates', { removed: [], checked_at: '2026-02-01T00:00:00Z' }],
    ['a checked_at that is not an instant', { templates: [], removed: [], checked_at: 'not-a-date' }],
    ['a checked_at without offset', { templates: [], removed: [], checked_at: '2026-02-01T00:00:00' }],
    [
      'a template id that is not a UUID',
      { templates: [{ ...TEMPLATE, id: '42' }], checked_at: '2026-02-01T00:00:00Z' },
    ],
    ['a template without slug', { templates: [{ id: TEMPLATE.id, name: 'x' }], checked_at: '2026-02-01T00:00:00Z' }],
    ['a null template', { templates: [null], checked_at: '2026-02-01T00:00:00Z' }],
    ['a bad updated_at', { templates: [{ ...TEMPLATE, updated_at: 'soon' }], checked_at: '2026-02-01T00:00:00Z' }],
    ['removed that is not a list', { templates: [], removed: 'all', checked_at: '2026-02-01T00:00:00Z' }],
    ['a removed id that is not a UUID', { templates: [], removed: [{ id: 'x' }], checked_at: '2026-02-01T00:00:00Z' }],
  ])('refuses an answer with %s and changes nothing', async (_label, body) => {
    answer = body;
    const res = await call('post', 'hub/sync').expect(502);
    expect(res.body).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: 'The hub sync failed: the hub sent an unexpected body. The mirror is unchanged.',
      code: 'hub_unavailable',
    });
    expect((await call('get', 'hub/templates').expect(200)).body.templates).toEqual([TEMPLATE]);
  });

  it('still asks from the last good cursor after all those refusals', async () => {
    answer = { templates: [], removed: [{ id: TEMPLATE.id }], checked_at: '2026-03-01T00:00:00.000Z' };
    seen.length = 0;
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({ removed: 1, templates: 0 });
    expect(seen).toEqual(['2026-01-02T03:04:06.000Z']);
    expect((await call('get', 'hub/templates').expect(200)).body.templates).toEqual([]);
  });
});
