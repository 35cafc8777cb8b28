import { encryptSecret, parseEncryptionKey } from '#lib/credentials';
import {
  checkEncryptionKey,
  EncryptionKeyMismatchError,
  type EncryptedSample,
  openDatabase,
  SCHEMAS,
} from '#lib/database';
import { createTestDatabase, type TestDatabase } from '#test/support';
import { secretContext } from '../apps/fleet/src/secrets/secrets.service.js';

/**
 * The start-up check of docs/operations.md, on the database of the run (PostgreSQL or PGlite): the configured key
 * must open one stored value of each encrypted kind, or the app stops (npm run test:restore starts real processes
 * on a restored copy with the wrong key).
 */
const RIGHT = parseEncryptionKey('11'.repeat(32));
const WRONG = parseEncryptionKey('22'.repeat(32));
const SAMPLES: EncryptedSample[] = [
  {
    what: 'secrets',
    sql: 'SELECT name, value_encrypted AS value FROM secrets ORDER BY updated_at DESC LIMIT 1',
    context: (row) => secretContext(row.name),
  },
];

describe('encryption key check at start', () => {
  let database: TestDatabase;
  let opened: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('fleet');
    opened = await openDatabase({
      url: database.url,
      dataDir: database.dataDir,
      applicationName: 'test',
      ...SCHEMAS.fleet,
    });
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('has nothing to check in a database without encrypted values', async () => {
    expect(await checkEncryptionKey(opened.dataSource, WRONG, 'FLEET_ENCRYPTION_KEY', SAMPLES)).toBe(0);
  });

  it('skips a table that is not there yet (a replica waiting for the migration run)', async () => {
    const missing = [{ what: 'things', sql: 'SELECT value FROM not_migrated_yet LIMIT 1' }];
    expect(await checkEncryptionKey(opened.dataSource, WRONG, 'FLEET_ENCRYPTION_KEY', missing)).toBe(0);
  });

  it('accepts the key that wrote the values and refuses another one, naming the variable', async () => {
    await opened.dataSource.query('INSERT INTO secrets (name, value_encrypted) VALUES ($1, $2)', [
      'db-password',
      encryptSecret('s3cret', RIGHT, secretContext('db-password')),
    ]);
    expect(await checkEncryptionKey(opened.dataSource, RIGHT, 'FLEET_ENCRYPTION_KEY', SAMPLES)).toBe(1);
    const refused = checkEncryptionKey(opened.dataSource, WRONG, 'FLEET_ENCRYPTION_KEY', SAMPLES);
    await expect(refused).rejects.toBeInstanceOf(EncryptionKeyMismatchError);
    await expect(refused).rejects.toThrow(/^FLEET_ENCRYPTION_KEY does not decrypt the secrets stored in this database/);
  });

  it('passes database errors other than a missing table through', async () => {
    const broken = [{ what: 'x', sql: 'SELECT value FROM secrets WHERE' }];
    await expect(
      checkEncryptionKey(opened.dataSource, RIGHT, 'FLEET_ENCRYPTION_KEY', broken),
    ).rejects.not.toBeInstanceOf(EncryptionKeyMismatchError);
  });
});
