import { ConfigError } from '#lib/common';
import { loadHubConfig } from './hub.config.js';

describe('hub configuration', () => {
  it('has working defaults: embedded database, ports 3000/3001, migrations on, no demo data', () => {
    const config = loadHubConfig({});
    expect(config).toMatchObject({
      port: 3000,
      mcpPort: 3001,
      databaseUrl: undefined,
      dataDir: './data/hub',
      migrate: true,
      seedDemo: false,
    });
    expect(config.encryptionKey).toHaveLength(32);
  });

  it.each([
    ['HUB_PORT', 'abc'],
    ['HUB_MCP_PORT', '70000'],
    ['HUB_DATABASE_URL', 'mysql://x'],
    ['HUB_OIDC_ISSUER', 'not a url'],
    ['HUB_MIGRATE', 'maybe'],
    ['HUB_ENCRYPTION_KEY', 'short'],
    ['HUB_DNS_ZONE', 'no spaces allowed.com '],
    ['HUB_TRUSTED_PROXIES', '10.0.0.1,not-an-ip'],
  ])('names %s when its value %p is invalid', (variable, value) => {
    let error: unknown;
    try {
      loadHubConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).not.toContain('\n');
  });

  it('requires an encryption key in production', () => {
    expect(() => loadHubConfig({ NODE_ENV: 'production' })).toThrow('HUB_ENCRYPTION_KEY');
  });
});
