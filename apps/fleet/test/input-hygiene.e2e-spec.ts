import { startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';

/** Odd input at the fleet is a 400 problem+json, never a 500 (found by probing a running fleet). */
describe('fleet input hygiene', () => {
  let fleet: TestFleet;
  let admin: string;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: TEST_TEMP_ADMIN });
    admin = await tempAdminSession(fleet);
  });
  afterAll(() => fleet.close());

  const expect400 = (res: { status: number; headers: Record<string, string>; body: { code?: string } }) => {
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'validation_failed' });
    expect(res.headers['content-type']).toContain('application/problem+json');
  };

  it.each(['2024-W01', '20240101', '2024-02-30T00:00:00Z', 'yesterday'])(
    'refuses the audit-log since %p with 400 (week and compact forms used to reach the database as Invalid Date: 500)',
    async (since) => {
      const res = await fleet.http
        .get(`/api/v1/audit-log?since=${encodeURIComponent(since)}`)
        .set('Authorization', `Bearer ${admin}`);
      expect400(res);
      expect(res.body.errors).toEqual([{ field: 'since', message: 'since must be an ISO 8601 timestamp' }]);
    },
  );

  it('reads an audit-log since without an offset as UTC, and with one as given', async () => {
    const { machineToken } = (
      await fleet.http
        .post('/api/v1/machine-tokens')
        .set('Authorization', `Bearer ${admin}`)
        .send({ name: 'since probe', role: 'readonly' })
        .expect(201)
    ).body;
    await fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${machineToken.token}`).expect(200);
    const count = async (since: string) => {
      let total = 0;
      for (let i = 0; i < 100 && total === 0; i++) {
        const res = await fleet.http
          .get(`/api/v1/audit-log?token_id=${machineToken.id}&since=${encodeURIComponent(since)}`)
          .set('Authorization', `Bearer ${admin}`)
          .expect(200);
        total = res.body.pagination.total;
        if (since.startsWith('2999')) return total;
        if (total === 0) await new Promise((r) => setTimeout(r, 50));
      }
      return total;
    };
    const lastHour = new Date(Date.now() - 3600_000).toISOString().slice(0, 19);
    expect(await count(lastHour)).toBe(1);
    expect(await count(`${lastHour}+00:00`)).toBe(1);
    expect(await count('2999-01-01T00:00:00')).toBe(0);
  });

  it('refuses a lone surrogate (it crashed the email validator) and a body nested too deep (stack overflow)', async () => {
    const users = await fleet.http
      .post('/api/v1/users')
      .set('Authorization', `Bearer ${admin}`)
      .send({ email: '\ud800', name: 'x', password: 'long-enough-pass', role: 'admin' });
    expect400(users);
    const deep = JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`) as unknown[];
    expect400(await fleet.http.post('/api/v1/auth/login').send({ email: 'a@b.c', password: 'x', x: deep }));
  });
});
