import { createPublicKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';

interface Jwk {
  kid?: string;
  kty: string;
  alg?: string;
  use?: string;
  [key: string]: unknown;
}

/**
 * The issuer's signing keys, found through its discovery document and cached; an unknown `kid`
 * triggers a refetch (key rotation), at most once per HUB_OIDC_JWKS_COOLDOWN_SECONDS so that junk
 * tokens cannot make us hammer the provider. A key set older than HUB_OIDC_JWKS_MAX_AGE_SECONDS is
 * fetched again in the background on the next request that uses it (the request itself is answered
 * from the keys held, so a slow provider stalls nobody), so a key the issuer withdrew (compromised,
 * retired) stops verifying within that time plus one fetch; if that fetch fails, the keys held are
 * kept (the provider being down must not sign everybody out).
 */
@Injectable()
export class JwksService {
  private readonly logger = new Logger(JwksService.name);
  private keys = new Map<string, { key: KeyObject; kty: string }>();
  private lastFetch = 0;
  /** When the key set held was last loaded successfully. */
  private loadedAt = 0;
  private inflight: Promise<void> | null = null;
  private jwksUri: string | null = null;

  constructor(@Inject(HUB_CONFIG) private readonly config: HubConfig) {}

  get issuer(): string | undefined {
    return this.config.oidcIssuer;
  }

  async getKey(kid: string | undefined): Promise<{ key: KeyObject; kty: string } | null> {
    if (!this.config.oidcIssuer) return null;
    const id = kid ?? '';
    const stale = Date.now() - this.loadedAt >= this.config.jwksMaxAgeMs;
    const mayFetch = Date.now() - this.lastFetch >= Math.min(this.config.jwksCooldownMs, this.config.jwksMaxAgeMs);
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
    if (Date.now() - this.lastFetch >= this.config.jwksCooldownMs) await this.refresh();
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
    try {
      if (!this.jwksUri) {
        const issuer = this.config.oidcIssuer!.replace(/\/$/, '');
        const discovery = (await this.fetchJson(`${issuer}/.well-known/openid-configuration`)) as {
          jwks_uri?: string;
          issuer?: string;
        };
        if (!discovery.jwks_uri) throw new Error('discovery document has no jwks_uri');
        this.jwksUri = discovery.jwks_uri;
      }
      const { keys } = (await this.fetchJson(this.jwksUri)) as { keys?: Jwk[] };
      const next = new Map<string, { key: KeyObject; kty: string }>();
      for (const jwk of keys ?? []) {
        if (jwk.use && jwk.use !== 'sig') continue;
        if (jwk.kty !== 'RSA' && jwk.kty !== 'EC') continue;
        try {
          next.set(jwk.kid ?? '', { key: createPublicKey({ key: jwk, format: 'jwk' }), kty: jwk.kty });
        } catch {
          // A key we cannot use (unsupported curve…) is skipped; the others still work.
        }
      }
      this.keys = next;
      this.loadedAt = Date.now();
    } catch (error) {
      this.jwksUri = null;
      this.logger.warn(`could not load the issuer's signing keys: ${(error as Error).message}`);
    }
  }

  private async fetchJson(url: string): Promise<unknown> {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }
}
