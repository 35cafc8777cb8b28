import { createPublicKey, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';

interface Jwk {
  kid?: string;
  kty: string;
  alg?: string;
  use?: string;
  crv?: string;
  key_ops?: string[];
  [key: string]: unknown;
}

export interface SigningKey {
  key: KeyObject;
  /** `RSA`, `EC` or `OKP`. */
  kty: string;
  /** The curve of an `EC` or `OKP` key. */
  crv?: string;
  /** The one algorithm the provider published the key for (`alg`), when it named one (RFC 8725 §3.1). */
  alg?: string;
}

/**
 * The JWS algorithms a provider's key may verify, with the key type (and curves) each needs: asymmetric
 * only, never `none`, never HS* (a provider's token is never signed with a shared key).
 */
export const SIGNATURE_ALGORITHMS: Readonly<Record<string, { kty: string; crv?: readonly string[] }>> = {
  RS256: { kty: 'RSA' },
  RS384: { kty: 'RSA' },
  RS512: { kty: 'RSA' },
  PS256: { kty: 'RSA' },
  PS384: { kty: 'RSA' },
  PS512: { kty: 'RSA' },
  ES256: { kty: 'EC', crv: ['P-256'] },
  ES384: { kty: 'EC', crv: ['P-384'] },
  ES512: { kty: 'EC', crv: ['P-521'] },
  EdDSA: { kty: 'OKP', crv: ['Ed25519', 'Ed448'] },
};

/**
 * Whether `key` may verify a signature made with `alg`: the algorithm is accepted, the key is of its type
 * (and curve), and a key published with an `alg` is used with that algorithm only (RFC 8725 §3.1).
 */
export function keyFitsAlgorithm(key: SigningKey, alg: string, accepted: readonly string[]): boolean {
  const needs = Object.hasOwn(SIGNATURE_ALGORITHMS, alg) ? SIGNATURE_ALGORITHMS[alg] : undefined;
  if (!needs || !accepted.includes(alg)) return false;
  if (key.alg !== undefined && key.alg !== alg) return false;
  if (key.kty !== needs.kty) return false;
  return !needs.crv || (key.crv !== undefined && needs.crv.includes(key.crv));
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
 * sign everybody out). One fetch at a time: a request that needs a key the cache does not hold while a
 * fetch is in flight waits for that fetch (the first requests after a start all need the keys at once).
 * Each key keeps the `alg` it was published with; keys published for encryption (`use: enc`, or
 * `key_ops` without `verify`) are never held.
 */
export class JwksCache {
  private readonly logger = new Logger('Jwks');
  private keys = new Map<string, SigningKey[]>();
  private lastFetch = 0;
  /** When the key set held was last loaded successfully. */
  private loadedAt = 0;
  private inflight: Promise<void> | null = null;
  private jwksUri: string | null;

  constructor(private readonly options: JwksCacheOptions) {
    this.jwksUri = 'jwksUri' in options.source ? options.source.jwksUri : null;
  }

  /**
   * The key that verifies a token with this header: named by `kid` (none: a key published without one),
   * usable with the header's `alg`, and `alg` one of `accepted`. Null when there is none.
   */
  async keyFor(header: { alg?: unknown; kid?: unknown }, accepted: readonly string[]): Promise<KeyObject | null> {
    const alg = typeof header.alg === 'string' ? header.alg : undefined;
    if (!alg || !accepted.includes(alg) || !Object.hasOwn(SIGNATURE_ALGORITHMS, alg)) return null;
    const candidates = await this.getKeys(typeof header.kid === 'string' ? header.kid : undefined);
    return candidates.find((candidate) => keyFitsAlgorithm(candidate, alg, accepted))?.key ?? null;
  }

  /** The keys published under a `kid` (none: those published without one); empty when there are none. */
  async getKeys(kid: string | undefined): Promise<SigningKey[]> {
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
    // A fetch in flight (another request's, the first after a start) may bring the key: wait for it rather
    // than answer 401 because the cooldown it started forbids a fetch of our own.
    if (this.inflight) {
      await this.inflight;
      const fetched = this.keys.get(id);
      if (fetched) return fetched;
    }
    if ((stale && mayFetch) || Date.now() - this.lastFetch >= cooldownMs) await this.refresh();
    return this.keys.get(id) ?? [];
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
      const next = new Map<string, SigningKey[]>();
      for (const jwk of keys ?? []) {
        if (jwk.use !== undefined && jwk.use !== 'sig') continue;
        if (jwk.key_ops !== undefined && !(Array.isArray(jwk.key_ops) && jwk.key_ops.includes('verify'))) continue;
        if (!KEY_TYPES.has(jwk.kty)) continue;
        if (jwk.alg !== undefined && typeof jwk.alg !== 'string') continue;
        try {
          const key = createPublicKey({ key: jwk, format: 'jwk' });
          const id = typeof jwk.kid === 'string' ? jwk.kid : '';
          const held: SigningKey = { key, kty: jwk.kty, crv: typeof jwk.crv === 'string' ? jwk.crv : undefined };
          if (jwk.alg !== undefined) held.alg = jwk.alg;
          next.set(id, [...(next.get(id) ?? []), held]);
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
