import { directUrlOf, openDatabase, type OpenedDatabase, SCHEMAS } from '#lib/database';
import { createTestDatabase, type TestDatabase } from '#test/support';

/**
 * What a transaction pooler needs of the pool (docs/pgbouncer.md): nothing set at connect, the statement budget and
 * the idle-in-transaction limit set per transaction (SET LOCAL, gone at its end), a statement outside a transaction
 * cancelled on the server once it has run for the budget, and the direct URL kept apart for sessions. On PGlite
 * (one session of the process's own, no pooler), none of it applies: the same calls answer without a budget.
 */
describe('database session settings (pooler-safe)', () => {
  let database: TestDatabase;
  let opened: OpenedDatabase;
  const postgres = () => opened.mode === 'postgres';

  beforeAll(async () => {
    database = await createTestDatabase('hub');
    opened = await openDatabase({
      url: database.url,
      directUrl: database.url
        ? `${database.url}${database.url.includes('?') ? '&' : '?'}application_name=direct`
        : undefined,
      dataDir: database.dataDir,
      statementTimeoutMs: 700,
      ...SCHEMAS.hub,
    });
  });

  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  test('outside a transaction the session keeps the server defaults: nothing was set at connect', async () => {
    const [row] = await opened.dataSource.query(
      `SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(row).toEqual({ statement: '0', idle: '0' });
  });

  test('a transaction carries the budget and the idle limit, and they end with it', async () => {
    const inside = await opened.dataSource.transaction((m) =>
      m.query(
        `SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle`,
      ),
    );
    expect(inside[0]).toEqual(postgres() ? { statement: '700ms', idle: '1min' } : { statement: '0', idle: '0' });
    const [after] = await opened.dataSource.query(`SELECT current_setting('statement_timeout') AS statement`);
    expect(after.statement).toBe('0');
  });

  test('a statement that runs past the budget is cancelled by the server (57014), in a transaction or not', async () => {
    if (!postgres()) {
      // Embedded: no budget, the statement runs to its end.
      await expect(opened.dataSource.query('SELECT pg_sleep(0.8)')).resolves.toHaveLength(1);
      return;
    }
    const started = performance.now();
    await expect(opened.dataSource.query('SELECT pg_sleep(3)')).rejects.toMatchObject({
      driverError: { code: '57014' },
    });
    expect(performance.now() - started).toBeLessThan(2500);
    await expect(opened.dataSource.transaction((m) => m.query('SELECT pg_sleep(3)'))).rejects.toMatchObject({
      driverError: { code: '57014' },
    });
    // A statement within the budget is untouched, and the pool serves on.
    await expect(opened.dataSource.query('SELECT pg_sleep(0.1), 1 AS one')).resolves.toEqual([
      { pg_sleep: '', one: 1 },
    ]);
  });

  test('the direct URL is kept apart (it defaults to the database URL), and is none in embedded mode', () => {
    expect(directUrlOf(opened.dataSource)).toBe(
      postgres() ? `${database.url}${database.url!.includes('?') ? '&' : '?'}application_name=direct` : undefined,
    );
  });
});
