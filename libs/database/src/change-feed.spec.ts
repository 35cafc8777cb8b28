import { ChangeFeed, isWatchedWrite, QUIET_WRITE } from './change-feed.js';

describe('isWatchedWrite', () => {
  it.each([
    'INSERT INTO templates (name) VALUES ($1)',
    'UPDATE categories SET is_private = true WHERE id = $1',
    'DELETE FROM catalog_access WHERE id = $1',
    'WITH k AS (UPDATE api_keys SET status = $2 WHERE id = $1 RETURNING id) SELECT id FROM k',
    'UPDATE "organizations" SET "status" = $1 WHERE "id" IN ($2)',
    'TRUNCATE templates',
    'ALTER TABLE templates ADD COLUMN x int',
  ])('flushes on %s', (sql) => expect(isWatchedWrite(sql)).toBe(true));

  it.each([
    'SELECT * FROM templates',
    'SELECT id FROM categories WHERE id = ANY ($1::uuid[]) ORDER BY id FOR UPDATE',
    'WITH x AS (SELECT 1) SELECT * FROM templates',
    `${QUIET_WRITE} UPDATE templates SET download_count = download_count + 1 WHERE id = $1`,
    'INSERT INTO support_tickets (subject) VALUES ($1)',
    'START TRANSACTION',
    'COMMIT',
    'ROLLBACK',
    'SET LOCAL statement_timeout = 100',
  ])('does not flush on %s', (sql) => expect(isWatchedWrite(sql)).toBe(false));
});

describe('ChangeFeed.tracker', () => {
  const setup = () => {
    const feed = new ChangeFeed();
    const seen: number[] = [];
    feed.subscribe(() => seen.push(1));
    const t = feed.tracker();
    const run = (sql: string, ok = true) => {
      t.before(sql);
      t.after(sql, ok);
    };
    return { seen, run };
  };

  it('announces a write outside a transaction when it returns', () => {
    const { seen, run } = setup();
    run('UPDATE templates SET name = $2 WHERE id = $1');
    expect(seen).toHaveLength(1);
  });

  it('announces a transaction’s writes at COMMIT, once, and nothing after ROLLBACK', () => {
    const { seen, run } = setup();
    run('START TRANSACTION');
    run('UPDATE templates SET name = $2 WHERE id = $1');
    run('DELETE FROM catalog_access WHERE id = $1');
    expect(seen).toHaveLength(0);
    run('COMMIT');
    expect(seen).toHaveLength(1);
    run('BEGIN');
    run('UPDATE templates SET name = $2 WHERE id = $1');
    run('ROLLBACK');
    expect(seen).toHaveLength(1);
  });

  it('announces a failed write outside a transaction (it may have committed) and a read-only transaction never', () => {
    const { seen, run } = setup();
    run('UPDATE categories SET name = $2 WHERE id = $1', false);
    expect(seen).toHaveLength(1);
    run('BEGIN');
    run('SELECT * FROM templates');
    run('COMMIT');
    expect(seen).toHaveLength(1);
  });
});
