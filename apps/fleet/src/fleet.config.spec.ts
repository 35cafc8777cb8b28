import { ConfigError } from '#lib/common';
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
