import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { changedFields, noteAudit, Problems, SECRET_CHANGED, SECRET_CLEARED } from '#lib/common';
import { decryptSecret, encryptSecret, parseToken, TOKEN_DISPLAY_PREFIX_LENGTH } from '#lib/credentials';
import { checkIssuerUrl, FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import type { ProviderSettingsStore } from '../auth/credential-stores.js';
import { SettingsRepository } from './settings.repository.js';

export const DEFAULT_OIDC_SCOPES = 'openid profile email offline_access';

export interface OidcSettings {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  audience?: string;
  scopes: string;
  redirectUri: string;
  /** Fields whose value comes from a FLEET_OIDC_* variable (they win over stored settings). */
  envOverrides: string[];
}

export interface HubSettings {
  hubUrl?: string;
  instanceKey?: string;
  instanceKeyPrefix?: string;
  envOverrides: string[];
}

interface StoredOidc {
  issuer?: string | null;
  client_id?: string | null;
  client_secret?: string | null;
  audience?: string | null;
  scopes?: string | null;
  redirect_uri?: string | null;
}

interface StoredHub {
  hub_url?: string | null;
  instance_key?: string | null;
  instance_key_prefix?: string | null;
}

export type OidcSettingsPatch = {
  issuer?: string | null;
  client_id?: string | null;
  client_secret?: string | null;
  audience?: string | null;
  scopes?: string | null;
  redirect_uri?: string | null;
};

export type HubSettingsPatch = { hub_url?: string | null; instance_key?: string | null };

export interface NetworkTypesSetting {
  /** In effect: FLEET_NETWORK_TYPES when set, else the stored list. */
  types: string[];
  /** What the console stored (shown even while the variable wins). */
  stored: string[];
  fromEnv: boolean;
}

const CACHE_MS = 5000;
export const CLIENT_SECRET_CONTEXT = 'settings:oidc.client_secret';
export const INSTANCE_KEY_CONTEXT = 'settings:hub.instance_key';

const clean = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * System settings: stored values (secret fields encrypted with FLEET_ENCRYPTION_KEY) merged with the
 * FLEET_OIDC_* / FLEET_HUB_* variables, which win. Read often (every OIDC-authenticated request), so
 * the merged view is cached briefly and dropped on every write.
 */
@Injectable()
export class SettingsService implements ProviderSettingsStore {
  private cache = new Map<string, { at: number; value: unknown }>();

  constructor(
    private readonly repository: SettingsRepository,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T;
    const value = await load();
    this.cache.set(key, { at: Date.now(), value });
    return value;
  }

  oidc(): Promise<OidcSettings> {
    return this.cached('oidc', async () => {
      const stored = (await this.repository.get('oidc')) as StoredOidc;
      const env = this.config.oidc;
      const envOverrides: string[] = [];
      const pick = (field: string, fromEnv: string | undefined, fromStore: string | undefined) => {
        if (fromEnv !== undefined) envOverrides.push(field);
        return fromEnv ?? fromStore;
      };
      const secret = stored.client_secret
        ? decryptSecret(stored.client_secret, this.config.encryptionKey, CLIENT_SECRET_CONTEXT)
        : undefined;
      return {
        issuer: pick('issuer', env.issuer, clean(stored.issuer)),
        clientId: pick('client_id', env.clientId, clean(stored.client_id)),
        clientSecret: pick('client_secret', env.clientSecret, secret),
        audience: pick('audience', env.audience, clean(stored.audience)),
        scopes: pick('scopes', env.scopes, clean(stored.scopes)) ?? DEFAULT_OIDC_SCOPES,
        redirectUri:
          pick('redirect_uri', env.redirectUri, clean(stored.redirect_uri)) ?? `${this.config.publicUrl}/callback`,
        envOverrides,
      };
    });
  }

  hub(): Promise<HubSettings> {
    return this.cached('hub', async () => {
      const stored = (await this.repository.get('hub')) as StoredHub;
      const envOverrides: string[] = [];
      if (this.config.hubUrl) envOverrides.push('hub_url');
      if (this.config.hubInstanceKey) envOverrides.push('instance_key');
      const storedKey = stored.instance_key
        ? decryptSecret(stored.instance_key, this.config.encryptionKey, INSTANCE_KEY_CONTEXT)
        : undefined;
      const instanceKey = this.config.hubInstanceKey ?? storedKey;
      return {
        hubUrl: this.config.hubUrl ?? clean(stored.hub_url),
        instanceKey,
        instanceKeyPrefix: instanceKey?.slice(0, TOKEN_DISPLAY_PREFIX_LENGTH),
        envOverrides,
      };
    });
  }

  networkTypes(): Promise<NetworkTypesSetting> {
    return this.cached('network', async () => {
      const value = (await this.repository.get('network')).types;
      const stored = Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
      const env = this.config.networkTypes;
      return { types: env ?? stored, stored, fromEnv: env !== null };
    });
  }

  /** Stores the network types (the DTO has checked them); FLEET_NETWORK_TYPES, when set, still wins. */
  async updateNetworkTypes(types: string[]): Promise<NetworkTypesSetting> {
    const before = await this.networkTypes();
    const next = [...new Set(types.map((t) => t.trim()))];
    await this.repository.put('network', { types: next });
    this.cache.delete('network');
    noteAudit({
      target: 'network_types',
      changes: changedFields({ types: before.stored }, { types: next }, ['types']),
    });
    return this.networkTypes();
  }

  /** Partial update: a field not sent keeps its value; `null` or `""` clears it. */
  async updateOidc(patch: OidcSettingsPatch): Promise<OidcSettings> {
    const stored = (await this.repository.get('oidc')) as StoredOidc;
    const next: StoredOidc = { ...stored };
    if (patch.issuer !== undefined) {
      const issuer = clean(patch.issuer)?.replace(/\/$/, '');
      const problem = issuer ? checkIssuerUrl(issuer) : null;
      if (problem) throw Problems.validation(`issuer ${problem}.`, [{ field: 'issuer', message: `issuer ${problem}` }]);
      // The stored client secret belongs to the provider it was given for: never send it to another one.
      // (FLEET_OIDC_ISSUER, when set, decides where it goes whatever is stored.)
      const envIssuer = this.config.oidc.issuer ?? null;
      if ((envIssuer ?? issuer ?? null) !== (envIssuer ?? stored.issuer ?? null)) next.client_secret = null;
      next.issuer = issuer ?? null;
    }
    if (patch.client_id !== undefined) next.client_id = clean(patch.client_id) ?? null;
    if (patch.audience !== undefined) next.audience = clean(patch.audience) ?? null;
    if (patch.scopes !== undefined) next.scopes = clean(patch.scopes) ?? null;
    if (patch.redirect_uri !== undefined) next.redirect_uri = clean(patch.redirect_uri) ?? null;
    if (patch.client_secret !== undefined) {
      const secret = clean(patch.client_secret);
      next.client_secret = secret ? encryptSecret(secret, this.config.encryptionKey, CLIENT_SECRET_CONTEXT) : null;
    }
    await this.repository.put('oidc', next as Record<string, unknown>);
    this.cache.delete('oidc');
    const changes: Record<string, unknown> = changedFields(stored, next, [
      'issuer',
      'client_id',
      'audience',
      'scopes',
      'redirect_uri',
    ]);
    if ((stored.client_secret ?? null) !== (next.client_secret ?? null)) {
      changes.client_secret = next.client_secret ? SECRET_CHANGED : SECRET_CLEARED;
    }
    noteAudit({ target: 'oidc', changes });
    return this.oidc();
  }

  async updateHub(patch: HubSettingsPatch): Promise<HubSettings> {
    const stored = (await this.repository.get('hub')) as StoredHub;
    const next: StoredHub = { ...stored };
    if (patch.hub_url !== undefined) {
      const hubUrl = clean(patch.hub_url)?.replace(/\/$/, '') ?? null;
      // The stored key belongs to the hub it was given for: never send it to another URL.
      // (FLEET_HUB_URL, when set, decides where it goes whatever is stored.)
      const envUrl = this.config.hubUrl ?? null;
      if ((envUrl ?? hubUrl) !== (envUrl ?? stored.hub_url ?? null)) {
        next.instance_key = null;
        next.instance_key_prefix = null;
      }
      next.hub_url = hubUrl;
    }
    if (patch.instance_key !== undefined) {
      const key = clean(patch.instance_key);
      if (key && parseToken(key)?.kind !== 'instanceKey') {
        throw Problems.validation('instance_key must be a hub instance key (svch_…).', [
          { field: 'instance_key', message: 'instance_key must be a hub instance key (svch_…)' },
        ]);
      }
      next.instance_key = key ? encryptSecret(key, this.config.encryptionKey, INSTANCE_KEY_CONTEXT) : null;
      next.instance_key_prefix = key?.slice(0, TOKEN_DISPLAY_PREFIX_LENGTH) ?? null;
    }
    await this.repository.put('hub', next as Record<string, unknown>);
    this.cache.delete('hub');
    const changes: Record<string, unknown> = changedFields(stored, next, ['hub_url']);
    if ((stored.instance_key ?? null) !== (next.instance_key ?? null)) {
      changes.instance_key = next.instance_key ? SECRET_CHANGED : SECRET_CLEARED;
    }
    noteAudit({ target: 'hub', changes });
    return this.hub();
  }
}

/** Identifies which hub and key a mirror came from, without keeping the key itself. */
export function hubSourceOf(settings: HubSettings): string | null {
  if (!settings.hubUrl || !settings.instanceKey) return null;
  return createHash('sha256').update(`${settings.hubUrl}\u0000${settings.instanceKey}`).digest('hex');
}
