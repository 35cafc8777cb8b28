import type { DataSource } from 'typeorm';
import { Metrics, Readiness } from '#lib/common';
import { loadHubConfig } from '../hub.config.js';
import { HubCache } from './hub-cache.js';

const cacheWith = (env: Record<string, string> = {}) =>
  new HubCache(
    loadHubConfig({ HUB_DATA_DIR: '/tmp/unused', ...env }),
    { options: {} } as unknown as DataSource,
    new Metrics('hub'),
    new Readiness(),
  );

describe('HubCache', () => {
  it('counts hits and misses and reports them as Prometheus counters', async () => {
    const metrics = new Metrics('hub');
    const cache = new HubCache(
      loadHubConfig({ HUB_DATA_DIR: '/tmp/unused' }),
      { options: {} } as unknown as DataSource,
      metrics,
      new Readiness(),
    );
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', cache.begin(), 'v', 10);
    expect(cache.get('k')).toBe('v');
    const text = (await metrics.render()).body;
    expect(text).toMatch(/^hub_catalog_cache_hits_total\{app="hub"\} 1$/m);
    expect(text).toMatch(/^hub_catalog_cache_misses_total\{app="hub"\} 1$/m);
    expect(text).toMatch(/^hub_catalog_cache_listening\{app="hub"\} 1$/m);
    expect(text).toContain('hub_catalog_invalidation_delay_seconds_bucket');
  });

  it('never stores a value read before a flush (generation check)', () => {
    const cache = cacheWith();
    const generation = cache.begin();
    cache.flush();
    cache.set('k', generation, 'stale', 10);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', cache.begin(), 'fresh', 10);
    expect(cache.get('k')).toBe('fresh');
  });

  it('keeps within its byte budget, evicting the oldest entries first', () => {
    const cache = cacheWith({ HUB_CATALOG_CACHE_BYTES: '10000' });
    for (let i = 0; i < 100; i++) {
      cache.set(`k${i}`, cache.begin(), i, 1000);
      expect(cache.usedBytes).toBeLessThanOrEqual(10000);
    }
    expect(cache.evictions).toBeGreaterThan(80);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k99')).toBe(99);
  });

  it('does not store an entry larger than a quarter of the budget', () => {
    const cache = cacheWith({ HUB_CATALOG_CACHE_BYTES: '10000' });
    cache.set('big', cache.begin(), 'x', 5000);
    expect(cache.get('big')).toBeUndefined();
  });

  it('forgets an entry after its TTL', async () => {
    const cache = cacheWith({ HUB_CATALOG_CACHE_TTL_SECONDS: '1' });
    cache.set('k', cache.begin(), 1, 10);
    expect(cache.get('k')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops expired entries when it stores a new one, so one-off keys do not hold the budget', async () => {
    const cache = cacheWith({ HUB_CATALOG_CACHE_TTL_SECONDS: '1' });
    for (let i = 0; i < 50; i++) cache.set(`search:${i}`, cache.begin(), i, 1000);
    const full = cache.usedBytes;
    expect(cache.size).toBe(50);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    cache.set('fresh', cache.begin(), 'v', 1000);
    expect(cache.size).toBe(1);
    expect(cache.usedBytes).toBeLessThan(full / 40);
    expect(cache.evictions).toBe(0);
    expect(cache.get('fresh')).toBe('v');
  });

  it('tells a key asked for before from a new one, within a bounded memory of keys', () => {
    const cache = cacheWith();
    expect(cache.seenBefore('search:a')).toBe(false);
    expect(cache.seenBefore('search:a')).toBe(true);
    for (let i = 0; i < 10_000; i++) cache.seenBefore(`search:${i}`);
    // Full: the memory of keys starts over rather than grow.
    expect(cache.seenBefore('search:a')).toBe(false);
  });

  it('is off with HUB_CATALOG_CACHE=false', () => {
    const cache = cacheWith({ HUB_CATALOG_CACHE: 'false' });
    cache.set('k', cache.begin(), 1, 10);
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });
});
