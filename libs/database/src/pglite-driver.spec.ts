import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from './data-source.js';

/** The embedded driver must behave like `pg` for TypeORM, and transactions must not interleave. */
describe('PGlite driver', () => {
  let dir: string;
  let db: OpenedDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-driver-'));
    db = await openDatabase({ dataDir: dir, entities: [], migrations: [] });
    await db.dataSource.query('CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL, tags text[], n bigint)');
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns int8 as strings and round-trips arrays, like pg', async () => {
    await db.dataSource.query('INSERT INTO items (name, tags, n) VALUES ($1, $2, $3)', [
      'a',
      ['x', 'y'],
      '9007199254740993',
    ]);
    const [row] = await db.dataSource.query(`SELECT tags, n, count(*) OVER () AS total FROM items WHERE name = 'a'`);
    expect(row).toEqual({ tags: ['x', 'y'], n: '9007199254740993', total: '1' });
  });

  it('reports affected rows of UPDATE and DELETE to TypeORM', async () => {
    await db.dataSource.query(`INSERT INTO items (name) VALUES ('u1'), ('u2')`);
    const result = await db.dataSource
      .createQueryBuilder()
      .update('items')
      .set({ name: 'u' })
      .where(`name LIKE 'u%'`)
      .execute();
    expect(result.affected).toBe(2);
  });

  it('gives a transaction the session to itself: a concurrent rollback never leaks into a commit', async () => {
    const rolledBack = db.dataSource
      .transaction(async (m) => {
        await m.query(`INSERT INTO items (name) VALUES ('rolled-back')`);
        await new Promise((r) => setTimeout(r, 30));
        throw new Error('abort');
      })
      .catch((e: Error) => e.message);
    const committed = db.dataSource.transaction(async (m) => {
      await m.query(`INSERT INTO items (name) VALUES ('committed')`);
    });
    const outside = db.dataSource.query(`SELECT count(*) AS n FROM items WHERE name = 'rolled-back'`);
    expect(await rolledBack).toBe('abort');
    await committed;
    expect((await outside)[0].n).toBe('0');
    const names = (await db.dataSource.query(`SELECT name FROM items WHERE name IN ('rolled-back', 'committed')`)).map(
      (r: { name: string }) => r.name,
    );
    expect(names).toEqual(['committed']);
  });

  it('surfaces SQLSTATE codes on errors', async () => {
    await db.dataSource.query('CREATE TABLE uniq (name text UNIQUE)');
    await db.dataSource.query(`INSERT INTO uniq (name) VALUES ('x')`);
    await expect(db.dataSource.query(`INSERT INTO uniq (name) VALUES ('x')`)).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '23505' }),
    });
  });
});
