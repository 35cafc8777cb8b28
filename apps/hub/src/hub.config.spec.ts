import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '#lib/common';
import { generateSigningKey, writePrivateKeyFile } from '#lib/signing';
import { loadHubConfig, loadOnlineKey } from './hub.config.js';

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
    ['HUB_METRICS_PORT', 'x'],
    ['HUB_METRICS_PORT', '3000'],
    ['HUB_METRICS_HOST', 'metrics.example.com'],
    ['HUB_SHUTDOWN_DELAY_SECONDS', '-1'],
    ['HUB_SHUTDOWN_DELAY_SECONDS', '301'],
    ['HUB_DATABASE_URL', 'mysql://x'],
    ['HUB_DATABASE_DIRECT_URL', 'postgres://db/hub'],
    ['HUB_CATALOG_CACHE_HEARTBEAT_MS', '50'],
    ['HUB_CATALOG_CACHE_HEARTBEAT_MS', 'soon'],
    ['HUB_OIDC_ISSUER', 'not a url'],
    ['HUB_MIGRATE', 'maybe'],
    ['HUB_ENCRYPTION_KEY', 'short'],
    ['HUB_DNS_ZONE', 'no spaces allowed.com '],
    ['HUB_TRUSTED_PROXIES', '10.0.0.1,not-an-ip'],
    ['HUB_TRUSTED_PROXIES', 'fe80::1%eth0'],
    ['HUB_TRUSTED_PROXIES', '0.0.0.0/0'],
    ['HUB_TRUSTED_PROXIES', '10.0.0.0/'],
    ['HUB_TRUSTED_PROXIES', '10.0.0.0/1e1'],
    ['HUB_DNS_ZONE', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}`],
    ['HUB_DNS_NAMESERVERS', 'ns1.example.com,not a name'],
    ['HUB_DNS_NAMESERVER_IPV4', '127.0.0.1'],
    ['HUB_DNS_NAMESERVER_IPV4', '192.0.2.53,192.0.2.54'],
    ['HUB_DNS_NAMESERVER_IPV6', 'fe80::53%eth0'],
    ['HUB_DNS_NAMESERVER_IPV6', '192.0.2.53'],
    ['HUB_DNS_HOSTMASTER', 'not an address'],
    ['HUB_MCP_ALLOWED_ORIGINS', 'https://app.example.com,app.example.com'],
    ['HUB_MCP_ALLOWED_ORIGINS', 'https://app.example.com/path'],
    ['HUB_MCP_ALLOWED_ORIGINS', 'null'],
    ['HUB_MCP_ALLOWED_ORIGINS', 'chrome-extension://abc'],
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

  it('database URLs: the direct URL defaults to the database URL, is checked, and needs a database URL', () => {
    const pooled = 'postgres://hub@pgbouncer:6432/hub';
    const direct = 'postgres://hub@postgres:5432/hub';
    expect(loadHubConfig({ HUB_DATABASE_URL: pooled })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: pooled,
    });
    expect(loadHubConfig({ HUB_DATABASE_URL: pooled, HUB_DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: direct,
    });
    expect(loadHubConfig({}).databaseDirectUrl).toBeUndefined();
    expect(() => loadHubConfig({ HUB_DATABASE_URL: pooled, HUB_DATABASE_DIRECT_URL: 'mysql://x' })).toThrow(
      'HUB_DATABASE_DIRECT_URL: must use postgres or postgresql',
    );
    expect(() => loadHubConfig({ HUB_DATABASE_DIRECT_URL: direct })).toThrow(
      /^HUB_DATABASE_DIRECT_URL: needs HUB_DATABASE_URL too/,
    );
    expect(loadHubConfig({}).cache.heartbeatMs).toBe(2000);
    expect(loadHubConfig({ HUB_CATALOG_CACHE_HEARTBEAT_MS: '500' }).cache.heartbeatMs).toBe(500);
  });

  it('MCP allowed origins: unset means the defaults (resolved by the listener); a list is normalized', () => {
    expect(loadHubConfig({}).mcpAllowedOrigins).toBeUndefined();
    expect(
      loadHubConfig({
        HUB_MCP_ALLOWED_ORIGINS: ' HTTPS://App.Example.com:443/ , http://localhost:6274,https://app.example.com',
      }).mcpAllowedOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:6274']);
  });

  it('zone nameservers: default ns1.<zone> without glue; glue in listed order for nameservers inside the zone', () => {
    const defaults = loadHubConfig({ HUB_DNS_ZONE: 'Fleet.Example.net' });
    expect(defaults.dnsNameservers).toEqual([{ name: 'ns1.fleet.example.net', inZone: true, ipv4: null, ipv6: null }]);
    expect(defaults.dnsHostmaster).toBe('hostmaster.fleet.example.net.');

    const config = loadHubConfig({
      HUB_DNS_ZONE: 'fleet.example.net',
      HUB_DNS_NAMESERVERS: 'NS.provider.example., ns-a.fleet.example.net, fleet.example.net, ns.provider.example',
      HUB_DNS_NAMESERVER_IPV4: '192.0.2.53, 10.0.0.53',
      HUB_DNS_NAMESERVER_IPV6: '2001:DB8:0::53, fd00::53',
      HUB_DNS_HOSTMASTER: 'dns.admin@example.org',
    });
    expect(config.dnsNameservers).toEqual([
      { name: 'ns.provider.example', inZone: false, ipv4: null, ipv6: null },
      { name: 'ns-a.fleet.example.net', inZone: true, ipv4: '192.0.2.53', ipv6: '2001:db8::53' },
      { name: 'fleet.example.net', inZone: true, ipv4: '10.0.0.53', ipv6: 'fd00::53' },
    ]);
    expect(config.dnsHostmaster).toBe('dns\\.admin.example.org.');

    // Nameservers outside the zone need no glue, and take none.
    expect(loadHubConfig({ HUB_DNS_NAMESERVERS: 'ns1.provider.example' }).dnsNameservers).toEqual([
      { name: 'ns1.provider.example', inZone: false, ipv4: null, ipv6: null },
    ]);
    expect(() =>
      loadHubConfig({ HUB_DNS_NAMESERVERS: 'ns1.provider.example', HUB_DNS_NAMESERVER_IPV4: '192.0.2.53' }),
    ).toThrow(/^HUB_DNS_NAMESERVER_IPV4: no nameserver/);
  });

  it('an explicitly listed nameserver inside the zone without an address stops the start', () => {
    expect(() =>
      loadHubConfig({ HUB_DNS_ZONE: 'fleet.example.net', HUB_DNS_NAMESERVERS: 'ns1.fleet.example.net' }),
    ).toThrow(/^HUB_DNS_NAMESERVER_IPV4: \(or HUB_DNS_NAMESERVER_IPV6\) is required .*ns1\.fleet\.example\.net/);
    const v6only = loadHubConfig({
      HUB_DNS_ZONE: 'fleet.example.net',
      HUB_DNS_NAMESERVERS: 'ns1.fleet.example.net',
      HUB_DNS_NAMESERVER_IPV6: '2001:db8::53',
    });
    expect(v6only.dnsNameservers[0]).toMatchObject({ ipv4: null, ipv6: '2001:db8::53' });
  });

  it('template revision rules: off and default unless set; an unknown version policy stops the start', () => {
    expect(loadHubConfig({})).toMatchObject({ requireImageDigest: false, templateVersionPolicy: 'default' });
    expect(loadHubConfig({ HUB_REQUIRE_IMAGE_DIGEST: 'true', HUB_TEMPLATE_VERSION_POLICY: 'strict' })).toMatchObject({
      requireImageDigest: true,
      templateVersionPolicy: 'strict',
    });
    expect(() => loadHubConfig({ HUB_TEMPLATE_VERSION_POLICY: 'lenient' })).toThrow(
      /^HUB_TEMPLATE_VERSION_POLICY: must be default or strict/,
    );
    expect(() => loadHubConfig({ HUB_REQUIRE_IMAGE_DIGEST: 'maybe' })).toThrow(/HUB_REQUIRE_IMAGE_DIGEST/);
  });

  it('search typo tolerance: on unless HUB_SEARCH_TYPO_TOLERANCE=false; another value stops the start', () => {
    expect(loadHubConfig({}).searchTypoTolerance).toBe(true);
    expect(loadHubConfig({ HUB_SEARCH_TYPO_TOLERANCE: 'false' }).searchTypoTolerance).toBe(false);
    expect(() => loadHubConfig({ HUB_SEARCH_TYPO_TOLERANCE: 'sometimes' })).toThrow(/HUB_SEARCH_TYPO_TOLERANCE/);
  });

  it('requires an encryption key in production', () => {
    expect(() => loadHubConfig({ NODE_ENV: 'production' })).toThrow('HUB_ENCRYPTION_KEY');
  });
  describe('the online key (HUB_ONLINE_KEY_FILE)', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'hub-online-key-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('embedded mode makes ${HUB_DATA_DIR}/online.key (0600) and its .pub on first start, then reads the same key', () => {
      const config = loadHubConfig({ HUB_DATA_DIR: dir });
      expect(config.onlineKeyFile).toBeUndefined();
      const first = loadOnlineKey(config)!;
      expect(first).toMatchObject({ path: join(dir, 'online.key'), generated: true });
      expect(statSync(join(dir, 'online.key')).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(join(dir, 'online.key.pub'), 'utf8'))).toMatchObject({
        key_id: first.pair.keyId,
        algorithm: 'ed25519',
      });
      const again = loadOnlineKey(config)!;
      expect({ generated: again.generated, keyId: again.pair.keyId }).toEqual({
        generated: false,
        keyId: first.pair.keyId,
      });
    });

    it('with PostgreSQL and no file: no online key', () => {
      expect(loadOnlineKey(loadHubConfig({ HUB_DATABASE_URL: 'postgres://db/hub', HUB_DATA_DIR: dir }))).toBeNull();
    });

    it('reads the file it names', () => {
      const pair = generateSigningKey();
      writePrivateKeyFile(join(dir, 'hub.key'), pair.privateKey);
      const config = loadHubConfig({
        HUB_ONLINE_KEY_FILE: join(dir, 'hub.key'),
        HUB_DATABASE_URL: 'postgres://db/hub',
      });
      expect(loadOnlineKey(config)!.pair.keyId).toBe(pair.keyId);
    });

    it('a missing file, a key others may read or a key that is not Ed25519 stops the start with a ConfigError', () => {
      const at = (file: string) => loadHubConfig({ HUB_ONLINE_KEY_FILE: join(dir, file), HUB_DATA_DIR: dir });
      expect(() => loadOnlineKey(at('missing.key'))).toThrow(ConfigError);
      expect(() => loadOnlineKey(at('missing.key'))).toThrow(
        /^HUB_ONLINE_KEY_FILE: cannot read .*missing\.key \(ENOENT\)/,
      );
      const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
        format: 'pem',
        type: 'pkcs8',
      });
      writeFileSync(join(dir, 'rsa.key'), rsa, { mode: 0o600 });
      expect(() => loadOnlineKey(at('rsa.key'))).toThrow(/^HUB_ONLINE_KEY_FILE: Only Ed25519 keys/);
      writeFileSync(join(dir, 'junk.key'), 'not a key', { mode: 0o600 });
      expect(() => loadOnlineKey(at('junk.key'))).toThrow(/^HUB_ONLINE_KEY_FILE: .*not a PKCS#8 PEM private key/);
      writeFileSync(join(dir, 'open.key'), rsa, { mode: 0o644 });
      expect(() => loadOnlineKey(at('open.key'))).toThrow(/^HUB_ONLINE_KEY_FILE: .*readable by others/);
    });

    it('snapshot validity: 6 h by default, 60 s to 24 h', () => {
      expect(loadHubConfig({}).snapshotValiditySeconds).toBe(21_600);
      expect(loadHubConfig({ HUB_SNAPSHOT_VALIDITY_SECONDS: '600' }).snapshotValiditySeconds).toBe(600);
      expect(() => loadHubConfig({ HUB_SNAPSHOT_VALIDITY_SECONDS: '86401' })).toThrow(/^HUB_SNAPSHOT_VALIDITY_SECONDS/);
      expect(() => loadHubConfig({ HUB_SNAPSHOT_VALIDITY_SECONDS: '30' })).toThrow(/^HUB_SNAPSHOT_VALIDITY_SECONDS/);
    });
  });
});
