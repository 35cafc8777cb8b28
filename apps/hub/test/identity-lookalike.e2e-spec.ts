import { randomUUID } from 'node:crypto';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { bearer, expectProblem, makeUser } from './account-admin.helpers.js';

const PROFILE = '/api/v1/account/profile';

/**
 * Look-alike emails (issue 42): an address that only looks like an account's must never reach that account, by a
 * verified email link, by the superadmin list, or by an organization admin adding a member. Each class of character
 * that some Unicode case mapping or compatibility normalisation turns into ASCII, with the ASCII address it imitates.
 * Emails compare after an ASCII-only case fold: `KIM@…` is `kim@…`, `\u212Aim@…` is not.
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

/** One listed address per class: the ASCII one; its look-alike must not be made superadmin. */
const ROOT_TAG = 'root';
const SUPERADMINS = CLASSES.map((c) => address(c.ascii, ROOT_TAG));

describe('look-alike emails (hub)', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_SUPERADMIN_EMAILS: ['admin@demo.local', ...SUPERADMINS].join(',') } });
    fx = new HubFixtures(hub);
  });
  afterAll(() => hub.close());

  const tokenFor = (email: string) =>
    hub.idp.signToken({ sub: randomUUID(), email, email_verified: true }, { expiresIn: 3600 });
  const profileOf = async (email: string) =>
    (
      await hub.http
        .get(PROFILE)
        .set(bearer(await tokenFor(email)))
        .expect(200)
    ).body.profile as { id: string; email: string | null; role: string };

  describe.each(CLASSES)('$name', ({ ascii, lookalike }) => {
    it('links the ASCII case variant of an account email, never the look-alike (which gets its own account)', async () => {
      const tag = randomUUID().slice(0, 8);
      const victim = await makeUser(hub, { email: address(ascii, tag) });
      const impostor = await profileOf(address(lookalike, tag));
      expect(impostor.id).not.toBe(victim.userId);
      expect(impostor.email).toBe(address(lookalike, tag));
      expect(impostor.role).toBe('user');
      // The genuine case variant is the same address.
      expect((await profileOf(upperAscii(address(ascii, tag)))).id).toBe(victim.userId);
      // And the victim's account kept its email and only its own identities.
      const [row] = await hub.db.query('SELECT email FROM users WHERE id = $1', [victim.userId]);
      expect(row.email).toBe(address(ascii, tag));
      const linked = await hub.db.query('SELECT email FROM user_identities WHERE user_id = $1', [victim.userId]);
      // Stored folded: the case variant's identity records the same address.
      expect(linked.map((r: { email: string }) => r.email)).toEqual([address(ascii, tag), address(ascii, tag)]);
    });

    it('does not link the ASCII address to an account holding the look-alike either', async () => {
      const tag = randomUUID().slice(0, 8);
      const holder = await profileOf(address(lookalike, tag));
      const other = await profileOf(address(ascii, tag));
      expect(other.id).not.toBe(holder.id);
      // The look-alike's own account still finds itself by its exact address.
      expect((await profileOf(address(lookalike, tag))).id).toBe(holder.id);
    });

    it('makes the listed ASCII address superadmin (in any ASCII case) and never its look-alike', async () => {
      const listed = address(ascii, ROOT_TAG);
      expect((await profileOf(address(lookalike, ROOT_TAG))).role).toBe('user');
      expect((await profileOf(upperAscii(listed))).role).toBe('superadmin');
      // A look-alike signing in after the listed account exists is neither linked to it nor superadmin.
      const again = await profileOf(address(lookalike, ROOT_TAG));
      expect(again.role).toBe('user');
    });

    it("finds the member to add by the address's ASCII case variant, not by its look-alike", async () => {
      const tag = randomUUID().slice(0, 8);
      const org = await fx.org();
      const orgAdmin = await makeUser(hub);
      await fx.membership(org.id, orgAdmin.userId, 'admin');
      const member = await makeUser(hub, { email: address(ascii, tag) });
      const members = '/api/v1/account/organizations/members';
      expectProblem(
        await hub.http
          .post(members)
          .set(orgAdmin.auth)
          .send({ email: address(lookalike, tag) }),
        404,
        'not_found',
      );
      const added = await hub.http
        .post(members)
        .set(orgAdmin.auth)
        .send({ email: upperAscii(address(ascii, tag)) })
        .expect(201);
      expect(added.body.member.user_id).toBe(member.userId);
    });
  });

  it('keeps emails unique after the ASCII fold only, in the database itself (no lower() index)', async () => {
    const tag = randomUUID().slice(0, 8);
    const insert = (email: string) =>
      hub.db.query(`INSERT INTO users (issuer, subject, email) VALUES ('urn:test', $1, $2)`, [randomUUID(), email]);
    await insert(address('kim', tag));
    for (const { lookalike } of CLASSES) await insert(address(lookalike, tag));
    await expect(insert(address('KIM', tag))).rejects.toThrow(/UQ_users_email_fold|duplicate key/);
    const indexes: { indexdef: string }[] = await hub.db.query(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'users' AND indexdef ILIKE '%email%'",
    );
    expect(indexes.map((i) => i.indexdef).join('\n')).not.toMatch(/lower\(/i);
  });
});
