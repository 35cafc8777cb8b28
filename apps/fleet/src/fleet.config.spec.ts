import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '#lib/common';
import { generateSigningKey, publicKeyEntry, type RootDocument, signRoot } from '#lib/signing';
import { loadFleetConfig } from './fleet.config.js';

describe('fleet configuration: database URLs (docs/pgbouncer.md)', () => {
  const pooled = 'postgres://fleet@pgbouncer:6432/fleet';
  const direct = 'postgres://fleet@postgres:5432/fleet';

  it('takes the direct URL beside the pooled one, and defaults it to the database URL', () => {
    expect(loadFleetConfig({ FLEET_DATABASE_URL: pooled })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: pooled,
    });
    expect(loadFleetConfig({ FLEET_DATABASE_URL: pooled, FLEET_DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: direct,
    });
    expect(loadFleetConfig({})).toMatchObject({ databaseUrl: undefined, databaseDirectUrl: undefined });
  });

  it.each([
    [{ FLEET_DATABASE_URL: pooled, FLEET_DATABASE_DIRECT_URL: 'mysql://fleet@db/fleet' }, /must use postgres/],
    [{ FLEET_DATABASE_URL: pooled, FLEET_DATABASE_DIRECT_URL: 'not a url' }, /must be a URL/],
    [{ FLEET_DATABASE_DIRECT_URL: direct }, /needs FLEET_DATABASE_URL too/],
  ])('refuses %p in one line naming FLEET_DATABASE_DIRECT_URL', (env, message) => {
    let error: unknown;
    try {
      loadFleetConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('FLEET_DATABASE_DIRECT_URL');
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('fleet configuration: FLEET_PASSWORD_HASH_COST', () => {
  it('defaults to scrypt cost 17 and takes 10 to 20', () => {
    expect(loadFleetConfig({}).passwordHashCost).toBe(17);
    expect(loadFleetConfig({ FLEET_PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadFleetConfig({ FLEET_PASSWORD_HASH_COST: '20' }).passwordHashCost).toBe(20);
  });

  it.each(['9', '21', '17.5', 'high'])('refuses %p naming the variable', (value) => {
    expect(() => loadFleetConfig({ FLEET_PASSWORD_HASH_COST: value })).toThrow(
      expect.objectContaining({ variable: 'FLEET_PASSWORD_HASH_COST' }),
    );
  });
});

describe('fleet configuration: FLEET_TRUST_ROOT and FLEET_REQUIRE_SIGNATURE (docs/signing.md)', () => {
  const [r1, r2, ts] = [generateSigningKey(), generateSigningKey(), generateSigningKey()];
  const document: RootDocument = {
    type: 'hub-catalog/root',
    version: 1,
    keys: Object.fromEntries([r1, r2, ts].map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: [r1.keyId, r2.keyId], threshold: 2 },
      timestamp: { keyids: [ts.keyId], threshold: 1 },
      hub: { keyids: [ts.keyId], threshold: 1 },
    },
    publishers: [],
    snapshot_max_validity_seconds: 3600,
  };
  let dir: string;
  const file = (name: string, text: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const refusal = (env: Record<string, string>) => {
    try {
      loadFleetConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error('accepted');
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fleet-root-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is off by default: no root, policy off', () => {
    expect(loadFleetConfig({})).toMatchObject({ trustRoot: null, requireSignature: 'off' });
  });

  it('pins a root file that meets its own root threshold, with any policy', () => {
    const path = file('root.json', JSON.stringify(signRoot(document, [r1, r2])));
    for (const policy of ['publisher', 'hub', 'off'] as const) {
      const config = loadFleetConfig({ FLEET_TRUST_ROOT: path, FLEET_REQUIRE_SIGNATURE: policy });
      expect(config.requireSignature).toBe(policy);
      expect(config.trustRoot?.document.version).toBe(1);
    }
  });

  it.each([
    ['a missing file', () => join(dir, 'missing.json'), /cannot be read/],
    ['not JSON', () => file('text.json', 'root'), /not a valid trust root: The envelope is not JSON/],
    ['below its threshold', () => file('one.json', JSON.stringify(signRoot(document, [r1]))), /needs 2 valid/],
    ['over 512 KiB', () => file('big.json', Buffer.alloc(512 * 1024 + 1, 0x20)), /larger than 524288 bytes/],
    ['a directory', () => dir, /cannot be read/],
  ])('refuses %s as FLEET_TRUST_ROOT', (_what, path, message) => {
    const error = refusal({ FLEET_TRUST_ROOT: path() });
    expect(error.variable).toBe('FLEET_TRUST_ROOT');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
  });

  it('refuses an unknown policy, and a policy other than off without a root', () => {
    expect(refusal({ FLEET_REQUIRE_SIGNATURE: 'strict' }).variable).toBe('FLEET_REQUIRE_SIGNATURE');
    for (const policy of ['publisher', 'hub']) {
      const error = refusal({ FLEET_REQUIRE_SIGNATURE: policy });
      expect(error.variable).toBe('FLEET_REQUIRE_SIGNATURE');
      expect(error.message).toContain('needs FLEET_TRUST_ROOT');
    }
  });
});
