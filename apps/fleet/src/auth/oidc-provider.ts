import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { ProblemException, Problems } from '#lib/common';
import { JwksCache } from '#lib/auth';
import { FLEET_CONFIG, type FleetConfig, isLoopbackHttp } from '../fleet.config.js';
import { ProviderSettingsStore, type ProviderSettings } from './credential-stores.js';

/** The configured OpenID Provider, discovered: its metadata (openid-client) and its signing keys. */
export interface OidcProvider {
  key: string;
  settings: ProviderSettings & { issuer: string; clientId: string };
  config: client.Configuration;
  jwks: JwksCache;
  at: number;
}

const PROVIDER_TTL_MS = 10 * 60_000;

/**
 * Discovery of the provider the settings name, cached for ten minutes and redone when the settings change.
 * Shared by the token verifier (guard side) and the OIDC client (sign-in flows).
 */
@Injectable()
export class OidcProviders {
  private readonly logger = new Logger(OidcProviders.name);
  private provider: OidcProvider | null = null;
  private loading: Promise<OidcProvider> | null = null;
  private readonly changeListeners: (() => void)[] = [];

  constructor(
    private readonly settings: ProviderSettingsStore,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async current(): Promise<ProviderSettings & { enabled: boolean }> {
    const s = await this.settings.oidc();
    return { ...s, enabled: Boolean(s.issuer && s.clientId) };
  }

  /** Called whenever a new provider is discovered (caches keyed by the old one are dropped). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  async get(): Promise<OidcProvider> {
    const settings = await this.settings.oidc();
    if (!settings.issuer || !settings.clientId) {
      throw new ProblemException(400, 'oidc_not_configured', 'OIDC sign-in is not configured on this fleet.');
    }
    const key = [settings.issuer, settings.clientId, settings.clientSecret ?? '', settings.audience ?? ''].join(
      '\u0000',
    );
    const cached = this.provider;
    if (cached && cached.key === key && Date.now() - cached.at < PROVIDER_TTL_MS) return cached;
    this.loading ??= this.discover(key, { ...settings, issuer: settings.issuer, clientId: settings.clientId }).finally(
      () => {
        this.loading = null;
      },
    );
    return this.loading;
  }

  private async discover(key: string, settings: OidcProvider['settings']): Promise<OidcProvider> {
    let config: client.Configuration;
    try {
      config = await client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        { execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      );
    } catch (error) {
      this.logger.warn(`OIDC discovery at ${settings.issuer} failed: ${(error as Error).message}`);
      throw Problems.badGateway('The OpenID Provider could not be reached.');
    }
    const jwksUri = config.serverMetadata().jwks_uri;
    if (!jwksUri) throw Problems.badGateway('The OpenID Provider publishes no jwks_uri.');
    const provider: OidcProvider = {
      key,
      settings,
      config,
      // The one JWKS cache of both apps (libs/auth).
      jwks: new JwksCache({
        source: { jwksUri },
        cooldownMs: this.config.oidcJwksCooldownMs,
        maxAgeMs: PROVIDER_TTL_MS,
      }),
      at: Date.now(),
    };
    this.provider = provider;
    for (const listener of this.changeListeners) listener();
    return provider;
  }
}
