import { randomUUID } from 'node:crypto';
import { mintToken } from '#lib/credentials';
import type { HubFixtures, TestHub } from '#test/support';

export interface TestUser {
  token: string;
  userId: string;
  email: string;
  auth: { Authorization: string };
}

/** A new user signed by the real test provider (any email), provisioned by one request, then given a hub role. */
export async function makeUser(
  hub: TestHub,
  options: { email?: string; name?: string; role?: 'user' | 'admin' | 'superadmin' } = {},
): Promise<TestUser> {
  const email = options.email ?? `u-${randomUUID().slice(0, 8)}@example.test`;
  const token = await hub.idp.signToken(
    { sub: randomUUID(), email, email_verified: true, name: options.name ?? email.split('@')[0] },
    { expiresIn: 3600 },
  );
  const res = await hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${token}`);
  if (res.status !== 200) throw new Error(`provisioning ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await hub.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  if (options.role && options.role !== 'user')
    await hub.db.query('UPDATE users SET role = $2 WHERE id = $1', [row.id, options.role]);
  return { token, userId: row.id, email, auth: { Authorization: `Bearer ${token}` } };
}

/** An organization with an admin and a member (and an instance key), arranged directly in the database. */
export async function makeOrg(hub: TestHub, fx: HubFixtures) {
  const org = await fx.org();
  const admin = await makeUser(hub);
  const member = await makeUser(hub);
  await fx.membership(org.id, admin.userId, 'admin');
  await fx.membership(org.id, member.userId, 'member');
  const key = await fx.instanceKey(org.id);
  return { org, admin, member, key };
}

/** A syntactically valid personal access token (the REST API refuses every one). */
export function patHeader(): { Authorization: string } {
  return { Authorization: `Bearer ${mintToken('personalAccessToken').token}` };
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export function expectProblem(
  res: { status: number; body: Record<string, unknown>; headers: Record<string, string> },
  status: number,
  code: string,
): void {
  if (res.status !== status || res.body.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
    throw new Error(`expected problem+json, got ${res.headers['content-type']}`);
  }
}

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
