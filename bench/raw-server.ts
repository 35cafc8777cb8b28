/**
 * The raw baseline of `npm run bench`: what a user would write instead of the hub, Fastify + pg and the hub's
 * own catalog SQL (visibility rule, columns, order, exact total), no framework, no cache. One process.
 *
 *   GET /list[?search=…]        anonymous list, 50 rows, ETag and If-None-Match → 304 (computed from the query)
 *   GET /list-key[?search=…]    the same for an instance key: key lookup, then the organization's list
 *   GET /get/:slug              anonymous get by slug (one visible-slug select)
 *   GET /get-key/:slug          instance key: key lookup, visible-slug select, download increment (three round trips)
 *
 * Environment: RAW_DATABASE_URL, RAW_PORT.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { bearerOf } from '#lib/auth';
import { iso } from '#lib/common';
import { hashToken } from '#lib/credentials';
import { likePattern, TEMPLATE_COLUMNS } from '../apps/hub/src/catalog/catalog.repository.js';
import { visibleTemplateSql } from '../apps/hub/src/catalog/visibility.js';

const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const etagOf = (...parts: (string | number)[]) =>
  `"${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}"`;

function listSql(orgId: string | null, search: string | undefined): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = [visibleTemplateSql({ all: false, orgId }, params)];
  if (search) {
    params.push(likePattern(search));
    where.push(`(lower(t.name) LIKE $${params.length} OR lower(t.description) LIKE $${params.length})`);
  }
  return {
    sql: `SELECT ${TEMPLATE_COLUMNS}, count(*) OVER () AS total
            FROM templates t JOIN categories c ON c.id = t.category_id
           WHERE ${where.join(' AND ')} ORDER BY lower(t.name), t.id LIMIT 50 OFFSET 0`,
    params,
  };
}

async function orgOfKey(authorization: string | undefined): Promise<string | null> {
  const token = bearerOf(authorization) ?? '';
  const { rows } = await pool.query(
    `SELECT k.org_id FROM api_keys k JOIN organizations o ON o.id = k.org_id
      WHERE k.key_hash = $1 AND k.status = 'active' AND o.status = 'active'`,
    [hashToken(token, undefined)],
  );
  return rows[0]?.org_id ?? null;
}

type Req = { headers: Record<string, string | string[] | undefined>; query: unknown; params: unknown };
type Rep = { code(n: number): Rep; header(k: string, v: string): Rep; send(body?: unknown): Rep };

async function list(request: Req, reply: Rep, orgId: string | null) {
  const { search } = request.query as { search?: string };
  const { sql, params } = listSql(orgId, search);
  const { rows } = await pool.query(sql, params);
  const total = rows.length ? Number(rows[0].total) : 0;
  const etag = etagOf('list', 1, 50, total, ...rows.map((r) => `${r.id}@${iso(r.updated_at)}`));
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  for (const r of rows) delete r.total;
  return reply.send({ templates: rows, pagination: { page: 1, limit: 50, total, totalPages: Math.ceil(total / 50) } });
}

async function get(request: Req, reply: Rep, orgId: string | null, count: boolean) {
  const { slug } = request.params as { slug: string };
  const params: unknown[] = [slug];
  const { rows } = await pool.query(
    `SELECT ${TEMPLATE_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id
      WHERE t.slug = $1 AND ${visibleTemplateSql({ all: false, orgId }, params)}`,
    params,
  );
  if (!rows.length) return reply.code(404).send({ status: 404 });
  if (count) {
    const inc = await pool.query(
      'UPDATE templates SET download_count = download_count + 1 WHERE id = $1 RETURNING download_count',
      [rows[0].id],
    );
    rows[0].download_count = inc.rows[0].download_count;
  }
  reply.header('etag', etagOf('template', rows[0].id, iso(rows[0].updated_at)));
  return reply.send(rows[0]);
}

app.get('/list', (request, reply) => list(request, reply, null));
app.get('/list-key', async (request, reply) => {
  const org = await orgOfKey(request.headers.authorization);
  if (!org) return reply.code(401).send({ status: 401 });
  return list(request, reply, org);
});
app.get('/get/:slug', (request, reply) => get(request, reply, null, false));
app.get('/get-key/:slug', async (request, reply) => {
  const org = await orgOfKey(request.headers.authorization);
  if (!org) return reply.code(401).send({ status: 401 });
  return get(request, reply, org, true);
});

await app.listen({ port: Number(process.env.RAW_PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
