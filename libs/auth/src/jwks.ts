import { createPublicKey, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';

interface Jwk {
  kid?: string;
  kty: string;
  use?: string;
  [key: string]: unknown;
}

export interface SigningKey {
  key: KeyObject;
  /** `RSA`, `EC` or `OKP`: the caller checks it matches the token's algorithm. */
  kty: string;
}

export interface JwksCacheOptions {
  /** Where the keys are: an issuer (found through its discovery document) or a `jwks_uri` already known. */
  source: { issuer: string } | { jwksUri: string };
  /** An unknown `kid` refetches at most this often, so junk tokens cannot make us hammer the provider. */
  cooldownMs: number;
  /** A key set this old is fetched again. */
  maxAgeMs: number;
}

const KEY_TYPES = new Set(['RSA', 'EC', 'OKP']);

/**
 * An issuer's signing keys, cached: the one JWKS cache both apps verify JWTs with. An unknown `kid`
 * triggers a refetch (key rotation), at most once per cooldown. A key set older than its maximum age is
 * fetched again in the background on the next request that uses it (the request itself is answered from
 * the keys held, so a slow provider stalls nobody), so a key the issuer withdrew stops verifying within
 * that time plus one fetch; if that fetch fails, the keys held are kept (the provider being down must not
 * sign everybody out).
 */
export class JwksCache {
  private readonly logger = new Logger('Jwks');
  private keys = new Map<string, SigningKey>();
  private lastFetch = 0;
  /** When the key set held was last loaded successfully. */
  private loadedAt = 0;
  private inflight: Promise<void> | null = null;
  private jwksUri: string | null;

  constructor(private readonly options: JwksCacheOptions) {
    this.jwksUri = 'jwksUri' in options.source ? options.source.jwksUri : null;
  }

  /** The key a token's header names (`kid`; none: the key published without one), or null. */
  async getKey(kid: string | undefined): Promise<SigningKey | null> {
    const { cooldownMs, maxAgeMs } = this.options;
    const id = kid ?? '';
    const stale = Date.now() - this.loadedAt >= maxAgeMs;
    const mayFetch = Date.now() - this.lastFetch >= Math.min(cooldownMs, maxAgeMs);
    const cached = this.keys.get(id);
    if (cached) {
      // Stale while revalidating: a slow or unreachable provider must not stall every request.
      if (stale && mayFetch) void this.refresh();
      return cached;
    }
    if (stale && mayFetch) {
      await this.refresh();
      const fresh = this.keys.get(id);
      if (fresh) return fresh;
    }
    if (Date.now() - this.lastFetch >= cooldownMs) await this.refresh();
    return this.keys.get(id) ?? null;
  }

  private refresh(): Promise<void> {
    this.inflight ??= this.fetchKeys().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async fetchKeys(): Promise<void> {
    this.lastFetch = Date.now();
    const source = this.options.source;
    try {
      if (!this.jwksUri && 'issuer' in source) {
        const issuer = source.issuer.replace(/\/$/, '');
        const discovery = (await this.fetchJson(`${issuer}/.well-known/openid-configuration`)) as {
          jwks_uri?: string;
        };
        if (!discovery.jwks_uri) throw new Error('discovery document has no jwks_uri');
        this.jwksUri = discovery.jwks_uri;
      }
      const { keys } = (await this.fetchJson(this.jwksUri!)) as { keys?: Jwk[] };
      const next = new Map<string, SigningKey>();
      for (const jwk of keys ?? []) {
        if (jwk.use && jwk.use !== 'sig') continue;
        if (!KEY_TYPES.has(jwk.kty)) continue;
        try {
          next.set(jwk.kid ?? '', { key: createPublicKey({ key: jwk, format: 'jwk' }), kty: jwk.kty });
        } catch {
          // A key we cannot use (unsupported curve…) is skipped; the others still work.
        }
      }
      this.keys = next;
      this.loadedAt = Date.now();
    } catch (error) {
      if ('issuer' in source) this.jwksUri = null;
      this.logger.warn(`could not load the issuer's signing keys: ${(error as Error).message}`);
    }
  }

  private async fetchJson(url: string): Promise<unknown> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(5000),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }
}
