import { randomUUID } from 'node:crypto';
import { startTestFleet, TEST_FLEET_AUDIENCE, TEST_TEMP_ADMIN, tempAdminSession, type TestFleet } from '#test/support';

/**
 * Look-alike emails at the fleet (issue 42): an address that only looks like a user's must never reach that user, by
 * the verified-email link of a new provider identity (`auth/me`), or at the login form of local users. Emails compare
 * after an ASCII-only case fold: `KIM@…` is `kim@…`, `\u212Aim@…` is not.
 */
const CLASSES: { name: string; ascii: string; lookalike: string }[] = [
  { name: 'KELVIN SIGN U+212A (lowercases to k)', ascii: 'kim', lookalike: '\u212Aim' },
  { name: 'LATIN SMALL LETTER LONG S U+017F (uppercases to S)', ascii: 'sam', lookalike: '\u017Fam' },
  { name: 'LATIN SMALL LETTER DOTLESS I U+0131 (uppercases to I)', ascii: 'tim', lookalike: 't\u0131m' },
  { name: 'LATIN CAPITAL LETTER I WITH DOT ABOVE U+0130 (lowercases to i)', ascii: 'ivy', lookalike: '\u0130vy' },
  { name: 'FULLWIDTH LATIN CAPITAL LETTER K U+FF2B (NFKC: K)', ascii: 'kai', lookalike: '\uFF2Bai' },
  { name: 'FULLWIDTH LATIN SMALL LETTER A U+FF41 (NFKC: a)', ascii: 'ada', lookalike: '\uFF41da' },
  { name: 'CYRILLIC SMALL LETTER A U+0430', ascii: 'ann', lookalike: '\u0430nn' },
  { name: 'CYRILLIC CAPITAL LETTER KA U+041A', ascii: 'kit', lookalike: '\u041Ait' },
  { name: 'LATIN SMALL LIGATURE FF U+FB00 (NFKC: ff)', ascii: 'jeff', lookalike: 'je\uFB00' },
  { name: 'LATIN SMALL LIGATURE FI U+FB01 (NFKC: fi)', ascii: 'fiona', lookalike: '\uFB01ona' },
];

const address = (local: string, tag: string) => `${local}-${tag}@example.test`;
const upperAscii = (email: string) => email.replace(/[a-z]/g, (c) => c.toUpperCase());
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = 'long-enough-password-1';

describe('look-alike emails (fleet)', () => {
  let fleet: TestFleet;
  let admin: string;
  beforeAll(async () => {
    fleet = await startTestFleet({ env: { ...TEST_TEMP_ADMIN, FLEET_REQUEST_DEADLINE_MS: '60000' } });
    admin = await tempAdminSession(fleet);
  }, 180_000);
  afterAll(() => fleet.close());

  const me = async (email: string) => {
    const token = await fleet.idp.signToken(
      { aud: TEST_FLEET_AUDIENCE, sub: randomUUID(), email, email_verified: true, name: 'Someone' },
      { expiresIn: 3600 },
    );
    const res = await fleet.http.get('/api/v1/auth/me').set(bearer(token));
    if (res.status !== 200) throw new Error(`auth/me for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.user as { id: string; email: string };
  };
  const createLocal = (email: string) =>
    fleet.http
      .post('/api/v1/users')
      .set(bearer(admin))
      .send({ email, name: 'Local', password: PASSWORD, role: 'admin' });
  const login = (email: string, password = PASSWORD) => fleet.http.post('/api/v1/auth/login').send({ email, password });

  describe.each(CLASSES)('$name', ({ ascii, lookalike }) => {
    it("links a new provider identity by the ASCII case variant of a user's email, never by its look-alike", async () => {
      const tag = randomUUID().slice(0, 8);
      const victim = await me(address(ascii, tag));
      const impostor = await me(address(lookalike, tag));
      expect(impostor.id).not.toBe(victim.id);
      expect(impostor.email).toBe(address(lookalike, tag));
      expect((await me(upperAscii(address(ascii, tag)))).id).toBe(victim.id);
      const [row] = await fleet.db.query('SELECT email FROM fleet_users WHERE id = $1', [victim.id]);
      expect(row.email).toBe(address(ascii, tag));
    });

    it('does not link the ASCII address to a user holding the look-alike either', async () => {
      const tag = randomUUID().slice(0, 8);
      const holder = await me(address(lookalike, tag));
      expect((await me(address(ascii, tag))).id).not.toBe(holder.id);
    });

    it('signs a local user in by the ASCII case variant of the email, never by its look-alike, which may be another user', async () => {
      // One test per class for both rules (each password check is a deliberate scrypt run).
      const tag = randomUUID().slice(0, 8);
      const created = await createLocal(address(ascii, tag)).expect(201);
      const refused = await login(address(lookalike, tag));
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('invalid_credentials');
      const res = await login(upperAscii(address(ascii, tag))).expect(200);
      const who = await fleet.http.get('/api/v1/auth/me').set(bearer(res.body.access_token)).expect(200);
      expect(who.body.user.id).toBe(created.body.user.id);
      // Unique after the ASCII fold only: the case variant is the same local user (409), the look-alike another one.
      expect((await createLocal(upperAscii(address(ascii, tag)))).status).toBe(409);
      const other = await createLocal(address(lookalike, tag)).expect(201);
      expect(other.body.user.id).not.toBe(created.body.user.id);
      expect(other.body.user.email).toBe(address(lookalike, tag));
    });
  });

  it('signs the temporary administrator in by its name in any ASCII case, never by a look-alike', async () => {
    const user = TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER; // root-admin
    const password = TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_PASSWORD;
    await login(user.toUpperCase(), password).expect(200);
    for (const lookalike of ['r\u043Eot-admin', '\uFF52oot-admin', 'root-adm\u0131n', 'ROOT-ADM\u0130N']) {
      const res = await login(lookalike, password);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
    }
  });
});
