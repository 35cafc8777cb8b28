import { ConfigError, envOperations } from './env.js';
import { Readiness } from './readiness.js';

describe('envOperations', () => {
  it('defaults: no metrics listener, loopback bind address, no shutdown delay', () => {
    expect(envOperations({}, 'FLEET', [3100])).toEqual({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      shutdownDelayMs: 0,
    });
    expect(
      envOperations(
        { HUB_METRICS_PORT: '9464', HUB_METRICS_HOST: '0.0.0.0', HUB_SHUTDOWN_DELAY_SECONDS: '5' },
        'HUB',
        [3000, 3001],
      ),
    ).toEqual({ metricsPort: 9464, metricsHost: '0.0.0.0', shutdownDelayMs: 5000 });
  });

  it.each([
    [{ FLEET_METRICS_PORT: '3100' }, 'FLEET_METRICS_PORT'],
    [{ FLEET_METRICS_PORT: '99999' }, 'FLEET_METRICS_PORT'],
    [{ FLEET_METRICS_HOST: 'example.com' }, 'FLEET_METRICS_HOST'],
    [{ FLEET_SHUTDOWN_DELAY_SECONDS: '1.5' }, 'FLEET_SHUTDOWN_DELAY_SECONDS'],
    [{ FLEET_SHUTDOWN_DELAY_SECONDS: '301' }, 'FLEET_SHUTDOWN_DELAY_SECONDS'],
  ])('refuses %p naming %s', (env, variable) => {
    let error: unknown;
    try {
      envOperations(env, 'FLEET', [3100]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
  });
});

describe('Readiness', () => {
  it('lists every reason that holds, within the budget; a throwing check is a reason without its message', async () => {
    const readiness = new Readiness();
    readiness.register('a', () => null);
    readiness.register('b', async () => 'b is down');
    readiness.register('slow', () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 500)));
    readiness.register('broken', () => {
      throw new Error('secret detail postgres://user:pw@host');
    });
    const started = Date.now();
    expect(await readiness.reasons(100)).toEqual([
      'b is down',
      'slow did not answer within 100 ms',
      'broken check failed',
    ]);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('says only "shutting down" once shutdown has begun', async () => {
    const readiness = new Readiness();
    readiness.register('b', () => 'b is down');
    readiness.beginShutdown();
    expect(readiness.shuttingDown).toBe(true);
    expect(await readiness.reasons()).toEqual(['shutting down']);
  });
});
