import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mintToken } from '#lib/credentials';
import { startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';

const TEMP = TEST_TEMP_ADMIN;
const KEY = mintToken('instanceKey').token; // well-formed; the stand-in hub does not check it
const TEMPLATE = {
  id: '6f1c1f0e-5a43-4c55-9b5e-2d5f1f0c9a01',
  slug: 'vllm',
  name: 'vLLM',
  updated_at: '2026-01-02T03:04:05.000Z',
};
/** TEMPLATE as the fleet serves it: with its signature, `unsigned` while verification is off (no FLEET_TRUST_ROOT). */
const SERVED = {
  ...TEMPLATE,
  signature: {
    status: 'unsigned',
    publisher: null,
    key_id: null,
    snapshot_version: null,
    expires_at: null,
    reason: 'Signature verification is off (FLEET_TRUST_ROOT is not set).',
  },
};

/** A stand-in hub answering with `handler`, and a fleet synced from it; the temporary administrator's session. */
async function startWithStandIn(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ fleet: TestFleet; admin: string; close(): Promise<void> }> {
  const hub: Server = createServer(handler);
  await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
  const fleet = await startTestFleet({ env: { ...TEMP, FLEET_HUB_URL: url, FLEET_HUB_INSTANCE_KEY: KEY } });
  return {
    fleet,
    admin: await tempAdminSession(fleet),
    async close() {
      await fleet.close();
      await new Promise((resolve) => hub.close(resolve));
    },
  };
}

/**
 * The fleet's sync against a stand-in hub that answers whatever a test wants: a malformed answer fails
 * that sync with a fixed message and leaves the mirror and the cursor (`since`) as they were.
 */
describe('fleet hub sync: answers it must refuse', () => {
  let fleet: TestFleet;
  let admin: string;
  let answer: unknown;
  const seen: string[] = [];

  let standIn: Awaited<ReturnType<typeof startWithStandIn>>;
  beforeAll(async () => {
    standIn = await startWithStandIn((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://hub').searchParams.get('since') ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    ({ fleet, admin } = standIn);
  });
  afterAll(() => standIn.close());

  const call = (method: 'get' | 'post', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${admin}`);

  it('applies a well-formed answer and uses its checked_at as the next since', async () => {
    answer = { templates: [TEMPLATE], removed: [], checked_at: '2026-01-02T03:04:06.000Z' };
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({ status: 'updated', upserted: 1 });
    expect((await call('get', 'hub/templates').expect(200)).body.templates).toEqual([SERVED]);
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['no templates', { removed: [], checked_at: '2026-02-01T00:00:00Z' }],
    ['a checked_at that is not an instant', { templates: [], removed: [], checked_at: 'not-a-date' }],
    ['a checked_at without offset', { templates: [], removed: [], checked_at: '2026-02-01T00:00:00' }],
    // Shapes Date.parse takes but the hub refuses as `since`: stored, they would break every later sync.
    ['a checked_at on a day that does not exist', { templates: [], removed: [], checked_at: '2024-02-30T00:00:00Z' }],
    ['a checked_at in year 0000', { templates: [], removed: [], checked_at: '0000-01-01T00:00:00Z' }],
    ['a checked_at past 24:00', { templates: [], removed: [], checked_at: '2026-02-01T24:30:00Z' }],
    [
      'an updated_at on a day that does not exist',
      { templates: [{ ...TEMPLATE, updated_at: '2025-04-31T00:00:00Z' }], checked_at: '2026-02-01T00:00:00Z' },
    ],
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
    expect((await call('get', 'hub/templates').expect(200)).body.templates).toEqual([SERVED]);
  });

  it('still asks from the last good cursor after all those refusals', async () => {
    answer = { templates: [], removed: [{ id: TEMPLATE.id }], checked_at: '2026-03-01T00:00:00.000Z' };
    seen.length = 0;
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({ removed: 1, templates: 0 });
    expect(seen).toEqual(['2026-01-02T03:04:06.000Z']);
    expect((await call('get', 'hub/templates').expect(200)).body.templates).toEqual([]);
  });
});

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Failures, retries and conditional requests against a stand-in hub that answers a chosen status and
 * counts requests (hub-sync.service.ts: 3 attempts with a backoff of 300 ms, then 600 ms).
 */
describe('fleet hub sync: hub failures, retries and ETags', () => {
  let fleet: TestFleet;
  let admin: string;
  /** The next answers, one per request; the last one repeats. */
  let answers: Answer[] = [];
  let requests: { since: string; ifNoneMatch: string | undefined; authorization: string | undefined }[] = [];
  const SECOND = { ...TEMPLATE, id: '6f1c1f0e-5a43-4c55-9b5e-2d5f1f0c9a02', slug: 'ollama', name: 'Ollama' };

  const answer = (...next: Answer[]) => {
    answers = next;
    requests = [];
  };

  let standIn: Awaited<ReturnType<typeof startWithStandIn>>;
  beforeAll(async () => {
    standIn = await startWithStandIn((req, res) => {
      requests.push({
        since: new URL(req.url ?? '/', 'http://hub').searchParams.get('since') ?? '',
        ifNoneMatch: req.headers['if-none-match'],
        authorization: req.headers.authorization,
      });
      const next = answers.length > 1 ? answers.shift()! : answers[0];
      const headers = { ...(next.body === undefined ? {} : { 'content-type': 'application/json' }), ...next.headers };
      res.writeHead(next.status, headers).end(next.body === undefined ? undefined : JSON.stringify(next.body));
    });
    ({ fleet, admin } = standIn);
  });
  afterAll(() => standIn.close());

  const call = (method: 'get' | 'post', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${admin}`);
  const mirror = async () => (await call('get', 'hub/templates').expect(200)).body.templates;
  const failed = (message: string) => ({
    type: 'about:blank',
    title: 'Bad Gateway',
    status: 502,
    detail: `The hub sync failed: ${message}. The mirror is unchanged.`,
    code: 'hub_unavailable',
  });

  it('fills the mirror from a good answer and keeps its ETag', async () => {
    answer({
      status: 200,
      body: { templates: [TEMPLATE], removed: [], checked_at: '2026-01-02T03:04:06.000Z' },
      headers: { etag: '"v1"' },
    });
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({ status: 'updated', upserted: 1 });
    // The first sync is a full one: no cursor, no ETag yet.
    expect(requests).toEqual([
      { since: '1970-01-01T00:00:00.000Z', ifNoneMatch: undefined, authorization: `Bearer ${KEY}` },
    ]);
    expect(await mirror()).toEqual([SERVED]);
  });

  it('sends If-None-Match with the ETag the hub sent; a 304 leaves the mirror as it is', async () => {
    answer({ status: 304, headers: { etag: '"v1"' } });
    const res = await call('post', 'hub/sync').expect(200);
    expect(res.body.sync).toEqual({
      status: 'not_modified',
      upserted: 0,
      removed: 0,
      checked_at: '2026-01-02T03:04:06.000Z',
      templates: 1,
    });
    expect(requests).toEqual([
      { since: '2026-01-02T03:04:06.000Z', ifNoneMatch: '"v1"', authorization: `Bearer ${KEY}` },
    ]);
    expect(await mirror()).toEqual([SERVED]);
  });

  it('retries a 503 (3 attempts in all, with backoff) and then fails, leaving the mirror unchanged', async () => {
    answer({ status: 503 });
    const started = Date.now();
    const res = await call('post', 'hub/sync').expect(502);
    expect(res.body).toEqual(failed('the hub answered 503'));
    expect(requests).toHaveLength(3);
    // Every attempt is the same conditional request from the last good cursor.
    for (const r of requests) expect(r).toMatchObject({ since: '2026-01-02T03:04:06.000Z', ifNoneMatch: '"v1"' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(800); // 300 ms + 600 ms of backoff
    expect(await mirror()).toEqual([SERVED]);
    const status = (await call('get', 'hub/sync').expect(200)).body.sync;
    expect(status).toMatchObject({ last_error: 'the hub answered 503', templates: 1 });
  });

  it.each([401, 403, 404])('does not retry a %i, and leaves the mirror unchanged', async (code) => {
    answer({ status: code, body: { code: 'nope' } });
    const res = await call('post', 'hub/sync').expect(502);
    expect(res.body).toEqual(failed(`the hub answered ${code}`));
    expect(requests).toHaveLength(1);
    expect(await mirror()).toEqual([SERVED]);
  });

  it('recovers within one sync when a retry gets a good answer', async () => {
    answer(
      { status: 503 },
      {
        status: 200,
        body: { templates: [SECOND], removed: [], checked_at: '2026-01-03T00:00:00.000Z' },
        headers: { etag: '"v2"' },
      },
    );
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({
      status: 'updated',
      upserted: 1,
      checked_at: '2026-01-03T00:00:00.000Z',
      templates: 2,
    });
    expect(requests).toHaveLength(2);
    const sorted = (list: { slug: string }[]) => [...list].sort((a, b) => a.slug.localeCompare(b.slug));
    expect(sorted(await mirror())).toEqual(sorted([SERVED, { ...SECOND, signature: SERVED.signature }]));
    expect((await call('get', 'hub/sync').expect(200)).body.sync).toMatchObject({ last_error: null, templates: 2 });
  });

  it('recovers with the next sync after a failed one, from the last good cursor and ETag', async () => {
    answer({ status: 401 });
    await call('post', 'hub/sync').expect(502);
    answer({
      status: 200,
      body: { templates: [], removed: [{ id: SECOND.id }], checked_at: '2026-01-04T00:00:00.000Z' },
      headers: { etag: '"v3"' },
    });
    expect((await call('post', 'hub/sync').expect(200)).body.sync).toMatchObject({
      status: 'updated',
      removed: 1,
      templates: 1,
    });
    expect(requests).toEqual([
      { since: '2026-01-03T00:00:00.000Z', ifNoneMatch: '"v2"', authorization: `Bearer ${KEY}` },
    ]);
    expect(await mirror()).toEqual([SERVED]);
    // The new ETag is the one sent next time.
    answer({ status: 304 });
    expect((await call('post', 'hub/sync').expect(200)).body.sync.status).toBe('not_modified');
    expect(requests.map((r) => r.ifNoneMatch)).toEqual(['"v3"']);
    expect(await mirror()).toEqual([SERVED]);
  });
});

/**
 * Issue 42, item 9: the fleet's own "no hub configured" state (a 409 `hub_not_configured` of its own) and a 409
 * the hub itself answers are told apart: by code, never by status.
 */
describe('fleet Catalog: the hub’s own 409 is not "no hub configured"', () => {
  it('a hub that answers 409: the catalog falls back and names the hub’s answer', async () => {
    const standIn = await startWithStandIn((_req, res) => {
      const body = JSON.stringify({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'x',
        code: 'conflict',
      });
      res.writeHead(409, { 'content-type': 'application/problem+json' }).end(body);
    });
    try {
      const res = await standIn.fleet.http
        .get('/api/v1/hub/catalog')
        .set('Authorization', `Bearer ${standIn.admin}`)
        .expect(200);
      expect(res.body).toMatchObject({ ranking: 'local', hub_error: 'the hub answered 409' });
      const sync = await standIn.fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${standIn.admin}`);
      expect({ status: sync.status, code: sync.body.code }).toEqual({ status: 502, code: 'hub_unavailable' });
    } finally {
      await standIn.close();
    }
  });

  it('no hub configured: the catalog falls back and says so; a sync is 409 hub_not_configured', async () => {
    const fleet = await startTestFleet({ env: { ...TEMP } });
    try {
      const admin = await tempAdminSession(fleet);
      const res = await fleet.http.get('/api/v1/hub/catalog').set('Authorization', `Bearer ${admin}`).expect(200);
      expect(res.body).toMatchObject({ ranking: 'local', hub_error: 'no hub is configured' });
      const sync = await fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${admin}`);
      expect({ status: sync.status, code: sync.body.code }).toEqual({ status: 409, code: 'hub_not_configured' });
    } finally {
      await fleet.close();
    }
  });
});
