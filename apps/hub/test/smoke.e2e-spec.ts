import { HubFixtures, startTestHub, type TestHub } from '#lib/testing';

describe('hub smoke', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
  });
  afterAll(() => hub.close());

  it('serves the public catalog and provisions a signed-in user', async () => {
    const cat = await fx.category();
    await fx.template({ category_id: cat.id, slug: 'hello' });
    const res = await hub.http.get('/api/v1/catalog/templates').expect(200);
    expect(res.body.templates.map((t: { slug: string }) => t.slug)).toEqual(['hello']);
    const { token, userId } = await fx.signIn('alice@demo.local');
    expect(token.split('.')).toHaveLength(3);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
