import {
  authorizeAt,
  startTestFleet,
  TEST_FLEET_AUDIENCE,
  type TestFleet,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';
import { loadFleetConfig } from '../src/fleet.config.js';

const TEMP = TEST_TEMP_ADMIN;
// No FLEET_OIDC_* variables: the provider comes from stored settings.
const NO_OIDC_ENV = {
  FLEET_OIDC_ISSUER: '',
  FLEET_OIDC_CLIENT_ID: '',
  FLEET_OIDC_AUDIENCE: '',
  FLEET_OIDC_REDIRECT_URI: '',
};

describe('fleet OIDC settings (stored, encrypted, overridden by the environment) and secrets', () => {
  let fleet: TestFleet;
  let admin: string;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: { ...TEMP, ...NO_OIDC_ENV } });
    admin = await tempAdminSession(fleet);
  });
  afterAll(() => fleet.close());

  const call = (method: 'get' | 'put' | 'post' | 'delete', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${admin}`);

  it('starts with OIDC off, then signs in through a confidential client configured in settings', async () => {
    const off = await fleet.http.get('/api/v1/auth/config').expect(200);
    expect(off.body.oidc).toMatchObject({
      enabled: false,
      issuer: null,
      client_id: null,
      authorization_endpoint: null,
    });
    const refused = await fleet.http
      .post('/api/v1/auth/oidc/token')
      .send({ code: 'c', code_verifier: 'v'.repeat(43), redirect_uri: 'http://127.0.0.1/callback' })
      .expect(400);
    expect(refused.body.code).toBe('oidc_not_configured');

    const put = await call('put', 'settings/oidc')
      .send({
        issuer: fleet.idp.issuer,
        client_id: 'fleet-confidential',
        client_secret: 'fleet-dev-secret',
        audience: TEST_FLEET_AUDIENCE,
        redirect_uri: 'http://127.0.0.1/callback',
      })
      .expect(200);
    expect(put.body.settings).toEqual({
      issuer: fleet.idp.issuer,
      client_id: 'fleet-confidential',
      client_secret_set: true,
      audience: TEST_FLEET_AUDIENCE,
      scopes: 'openid profile email offline_access',
      redirect_uri: 'http://127.0.0.1/callback',
      env_overrides: [],
    });
    expect(JSON.stringify((await call('get', 'settings/oidc').expect(200)).body)).not.toContain('fleet-dev-secret');
    const [stored] = await fleet.db.query(`SELECT value FROM fleet_settings WHERE key = 'oidc'`);
    expect(JSON.stringify(stored)).not.toContain('fleet-dev-secret');

    const on = await fleet.http.get('/api/v1/auth/config').expect(200);
    expect(on.body.oidc).toMatchObject({ enabled: true, client_id: 'fleet-confidential' });
    const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', {
      clientId: 'fleet-confidential',
      resource: `urn:${TEST_FLEET_AUDIENCE}`,
    });
    const tokens = await fleet.http
      .post('/api/v1/auth/oidc/token')
      .send({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri, nonce: auth.nonce })
      .expect(200);
    const me = await fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${tokens.body.access_token}`);
    expect(me.body.user).toMatchObject({ email: 'bob@demo.local', auth_method: 'oidc' });

    // A wrong client secret: the provider refuses the client.
    await call('put', 'settings/oidc').send({ client_secret: 'wrong' }).expect(200);
    const again = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', {
      clientId: 'fleet-confidential',
      resource: `urn:${TEST_FLEET_AUDIENCE}`,
    });
    const denied = await fleet.http
      .post('/api/v1/auth/oidc/token')
      .send({
        code: again.code,
        code_verifier: again.codeVerifier,
        redirect_uri: again.redirectUri,
        nonce: again.nonce,
      })
      .expect(400);
    expect(denied.body.code).toBe('invalid_grant');
  });

  it('drops the stored client secret when the issuer changes (it is never sent to another provider)', async () => {
    await call('put', 'settings/oidc')
      .send({ issuer: fleet.idp.issuer, client_secret: 'fleet-dev-secret' })
      .expect(200);
    const same = await call('put', 'settings/oidc')
      .send({ issuer: `${fleet.idp.issuer}/` })
      .expect(200);
    expect(same.body.settings.client_secret_set).toBe(true);
    const moved = await call('put', 'settings/oidc').send({ issuer: 'https://login.example.com' }).expect(200);
    expect(moved.body.settings).toMatchObject({ issuer: 'https://login.example.com', client_secret_set: false });
    const both = await call('put', 'settings/oidc')
      .send({ issuer: fleet.idp.issuer, client_secret: 'fleet-dev-secret' })
      .expect(200);
    expect(both.body.settings).toMatchObject({ issuer: fleet.idp.issuer, client_secret_set: true });
  });

  it('refuses FLEET_OIDC_CLIENT_SECRET without FLEET_OIDC_ISSUER', () => {
    expect(() => loadFleetConfig({ FLEET_OIDC_CLIENT_SECRET: 's' })).toThrow(/FLEET_OIDC_ISSUER/);
  });

  it('validates OIDC settings: https issuers only (http on loopback), unknown fields refused, null clears', async () => {
    for (const body of [
      { issuer: 'http://id.example.com' },
      { issuer: 'ftp://x' },
      { client_secret: 5 },
      { other: 1 },
    ]) {
      expect((await call('put', 'settings/oidc').send(body).expect(400)).body.code).toBe('validation_failed');
    }
    const cleared = await call('put', 'settings/oidc')
      .send({ client_secret: null, scopes: 'openid email' })
      .expect(200);
    expect(cleared.body.settings).toMatchObject({ client_secret_set: false, scopes: 'openid email' });
  });

  it('lets FLEET_OIDC_* variables win over stored settings', async () => {
    const other = await startTestFleet({ env: TEMP, idp: fleet.idp });
    try {
      const token = await tempAdminSession(other);
      const res = await other.http
        .put('/api/v1/settings/oidc')
        .set('Authorization', `Bearer ${token}`)
        .send({ client_id: 'stored-client', scopes: 'openid' })
        .expect(200);
      expect(res.body.settings).toMatchObject({
        client_id: 'fleet-ui',
        scopes: 'openid',
        env_overrides: ['issuer', 'client_id', 'audience', 'redirect_uri'],
      });
      // FLEET_OIDC_ISSUER decides where a stored secret goes: sending back the issuer GET shows, or any
      // other (stored, not in effect), keeps it.
      const put = (body: object) =>
        other.http.put('/api/v1/settings/oidc').set('Authorization', `Bearer ${token}`).send(body).expect(200);
      await put({ client_secret: 'kept' });
      expect((await put({ issuer: res.body.settings.issuer })).body.settings.client_secret_set).toBe(true);
      expect((await put({ issuer: 'https://login.example.com' })).body.settings.client_secret_set).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('stores secrets encrypted, returns the value only when one secret is read, validates names', async () => {
    const put = await call('put', 'secrets/DB_PASSWORD').send({ value: 'p@ss w0rd ✓' }).expect(200);
    expect(put.body.secret).toEqual({ name: 'DB_PASSWORD', value: 'p@ss w0rd ✓', updated_at: expect.any(String) });
    const [row] = await fleet.db.query(`SELECT value_encrypted FROM secrets WHERE name = 'DB_PASSWORD'`);
    expect(row.value_encrypted).toMatch(/^v1:/);
    expect(row.value_encrypted).not.toContain('p@ss');
    await call('put', 'secrets/DB_PASSWORD').send({ value: 'rotated' }).expect(200);
    expect((await call('get', 'secrets/DB_PASSWORD').expect(200)).body.secret.value).toBe('rotated');
    expect((await call('get', 'secrets').expect(200)).body).toEqual({
      secrets: [{ name: 'DB_PASSWORD', updated_at: expect.any(String) }],
    });
    // A ciphertext moved to another name does not decrypt there (the name is authenticated).
    await call('put', 'secrets/OTHER').send({ value: 'x' }).expect(200);
    await fleet.db.query(
      `UPDATE secrets SET value_encrypted = (SELECT value_encrypted FROM secrets WHERE name = 'DB_PASSWORD') WHERE name = 'OTHER'`,
    );
    await call('get', 'secrets/OTHER').expect(500);
    await call('delete', 'secrets/OTHER').expect(204);
    expect((await call('put', 'secrets/1bad').send({ value: 'x' }).expect(400)).body.code).toBe('validation_failed');
    await call('put', 'secrets/OK').send({ value: 5 }).expect(400);
    await call('put', 'secrets/OK').send({}).expect(400);
    await call('get', 'secrets/MISSING').expect(404);
    await call('delete', 'secrets/MISSING').expect(404);
  });

  it('serves its OpenAPI document', async () => {
    const res = await fleet.http.get('/api/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Fleet API');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/machine-tokens/{id}/reissue', '/api/v1/hub/sync']),
    );
  });
});
