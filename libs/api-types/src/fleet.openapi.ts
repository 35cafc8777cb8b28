// Generated from apps/fleet/openapi.json by scripts/openapi-types.mjs (`npm run openapi`). Do not edit:
// change the DTOs, then regenerate.
export interface paths {
  '/api/v1/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Requests made with machine tokens, whatever their outcome
     * @description One entry per request (method, path, status, token, time, source address); newest first.
     */
    get: operations['AuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log of a time range as NDJSON, without paging
     * @description Every entry with `since` ≤ `at` < `until`, oldest first, one JSON object per line (the fields of a list entry). Streamed: no size limit, read at the pace of the client. Entries older than FLEET_AUDIT_RETENTION_DAYS have been pruned.
     */
    get: operations['AuditController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a sign-in page needs: OIDC provider details (PKCE S256), login form, temporary admin */
    get: operations['AuthController_config_'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Login form: local users and the temporary administrator → a fleet session token
     * @description A wrong password and an unknown email get the same 401 `invalid_credentials`. 10 failures for one account or 100 from one address within 15 minutes → 429 with Retry-After.
     */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: end this fleet session on every fleet process
     * @description Authenticated with the session token itself (from `POST /auth/login`, a local user or the temporary administrator). From then on every fleet process sharing the database answers that token with 401 `invalid_token`, including a second sign-out. Provider (OIDC) access tokens and machine tokens are not sessions: they get 401 `invalid_token` here (provider tokens end at the provider, machine tokens are revoked through `DELETE /machine-tokens/{id}`).
     */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller, its auth method and its stored role */
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/oidc/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refresh the provider tokens */
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/oidc/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange an authorization code (with its PKCE verifier) at the provider
     * @description The returned access token is the Bearer credential. Provider refusals are 400 `invalid_grant`.
     */
    post: operations['AuthController_exchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/catalog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The catalog as the hub ranks it, with each template’s fit for this cluster, its pin and its update
     * @description Asks the hub (`GET /api/v1/catalog/templates` with `include=fit` and `facets=category,tags`, with the instance key) and answers its order, facets, `did_you_mean` and fit verdicts (`ranking: hub`), joined with the mirror’s pins and the updates they miss. When the hub is not configured or does not answer: `ranking: local`, a plain filter over the mirror by name, `fit: null`, `fits` not applied, and `hub_error`.
     */
    get: operations['HubSyncController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The state of the hub sync
     * @description `trust`: signature verification (FLEET_TRUST_ROOT): the trusted root version, the kept snapshot, whether the catalog is frozen and since when, and the last refusal (a rollback, an expired or oversized answer).
     */
    get: operations['HubSyncController_status'];
    put?: never;
    /**
     * Pull catalog changes from the hub now (also runs every FLEET_SYNC_INTERVAL_SECONDS)
     * @description 409 `hub_not_configured` without a hub URL and key; 502 `hub_unavailable` when the hub fails. One fleet process syncs at a time: while another process of the same database syncs, this call waits for it to finish (up to FLEET_SYNC_LOCK_WAIT_SECONDS, 20 s by default) and then syncs, or answers 409 `sync_in_progress` with Retry-After. A call while this process syncs gets that sync’s result.
     */
    post: operations['HubSyncController_run'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The local mirror of the organization’s visible hub catalog
     * @description A pinned template is answered as its pinned revision, with `pinned: {revision, at, by}` and `latest_revision`.
     */
    get: operations['HubSyncController_templates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/templates/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One mirrored template
     * @description As in the list: a pinned template is its pinned revision. 404 when the mirror does not hold it.
     */
    get: operations['HubSyncController_template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/templates/{slug}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changes from one revision to another: the hub’s release notes and diff
     * @description The hub’s `GET /api/v1/catalog/templates/:slug/changes` asked with the instance key: the revisions in (from, to] with their notes, and the diff of the two snapshots (image, resources, env, ports, volume mounts). 404 when the hub has no such template or revision; 502 `hub_unavailable` when it does not answer.
     */
    get: operations['HubSyncController_changes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/templates/{slug}/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Pin a template to a revision
     * @description The fleet then serves that revision until unpinned. The revision must exist (404) and not be yanked (409); a revision the fleet does not hold yet is fetched from the hub (502 `hub_unavailable` if it cannot be). With FLEET_TRUST_ROOT (docs/signing.md): 409 `signature_invalid` for a revision whose signature is invalid, 409 `signature_required` below FLEET_REQUIRE_SIGNATURE, 409 `catalog_frozen` while the hub’s snapshot is expired (nothing is pinned).
     */
    put: operations['HubSyncController_pin'];
    post?: never;
    /**
     * Unpin a template: follow the latest revision again
     * @description With FLEET_TRUST_ROOT: 409 `catalog_frozen` while the hub’s snapshot is expired (docs/signing.md).
     */
    delete: operations['HubSyncController_unpin'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/templates/{slug}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mirrored revisions of a template, newest first, with its pin */
    get: operations['HubSyncController_versions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/hub/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pinned templates with an update to take: a newer revision that is not yanked, or a yanked pin
     * @description `update_class` (`required`, `security`, `recommended`, `other`; rules in docs/fleet-console.md): a rollback to the image the fleet already serves is never `security`. `target_revision`: where to move; `revisions`: the hub’s versions entries after the pinned one, with their notes. Answered from the mirror (also while the hub is unreachable).
     */
    get: operations['HubSyncController_updates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cluster's nodes as last taken, their totals, and whether the hub has them */
    get: operations['InventoryController_get'];
    /**
     * Replace the inventory with a NodeList (`kubectl get nodes -o json`)
     * @description Up to 2,000 nodes (body ≤ 32 MiB). Bad input is a 400 whose errors name the node and the field. A change is sent to the hub at once. 409 `inventory_from_cluster` when FLEET_KUBERNETES_INVENTORY reads the cluster.
     */
    put: operations['InventoryController_put'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/network-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the network types this instance offers (reported to the hub with the inventory)
     * @description Stored, and sent to the hub at once. FLEET_NETWORK_TYPES, when set, wins: `network_types_from_env` says so.
     */
    put: operations['InventoryController_putNetworkTypes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/machine-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List machine tokens (revoked ones included) */
    get: operations['MachineTokensController_list'];
    put?: never;
    /** Create a machine token; the full `svcm_` token is in this response only */
    post: operations['MachineTokensController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/machine-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke: the token stops working and stays in the list as `revoked` */
    delete: operations['MachineTokensController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/machine-tokens/{id}/reissue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reissue: new secret, same id; the old secret stops working at once */
    post: operations['MachineTokensController_reissue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The fleet at a glance: cluster, updates waiting, tokens about to expire, hub sync, templates that fit
     * @description Gathered from the inventory, the mirror, the machine tokens and the sync state. `fit.fits` is asked of the hub (its list with `fits=true` under the instance key): `fit.status` is `unknown` and `hub.reachable` false when the hub does not answer (the rest is still answered). Updates: required, then security, recommended, other. Tokens: active machine tokens expiring within 14 days.
     */
    get: operations['OverviewController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/secrets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List secret names */
    get: operations['SecretsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/secrets/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a secret with its value
     * @description Every authenticated caller may (flat authorization); with FLEET_ENFORCE_ROLES=true, admins only.
     */
    get: operations['SecretsController_get'];
    /** Create or replace a secret */
    put: operations['SecretsController_put'];
    post?: never;
    /** Delete a secret */
    delete: operations['SecretsController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/settings/hub': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hub connection in effect (the instance key is never shown) */
    get: operations['SettingsController_getHub'];
    /**
     * Update the stored hub connection (partial)
     * @description FLEET_HUB_URL / FLEET_HUB_INSTANCE_KEY still win. A different hub or key starts the mirror afresh.
     */
    put: operations['SettingsController_putHub'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/settings/oidc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The OIDC provider settings in effect (secrets are never shown) */
    get: operations['SettingsController_getOidc'];
    /**
     * Update the stored OIDC settings (partial)
     * @description FLEET_OIDC_* variables still win over what is stored here.
     */
    put: operations['SettingsController_putOidc'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List fleet users (local ones and those who signed in through OIDC) */
    get: operations['UsersController_list'];
    put?: never;
    /** Create a local user (login form) */
    post: operations['UsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['UsersController_get'];
    /** Update a user (partial); a new password or role ends the user’s sessions */
    put: operations['UsersController_update'];
    post?: never;
    /** Delete a user; their sessions end */
    delete: operations['UsersController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/identities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's identities at the provider, and how each was linked
     * @description Every (issuer, subject) that signs in as this user, oldest first: when and how it was linked (`provisioned`, `verified_email`, `administrator`, `migrated`), the email its token carried then, and its last use (docs/identity-providers.md). A local user has none. Unknown user → 404.
     */
    get: operations['UsersController_identities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/identity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Link an OIDC user to another identity of the provider (issuer, subject)
     * @description After a 403 `identity_conflict` naming the identity (an email the provider does not mark verified, or shared by several users; docs/identity-providers.md). The user keeps its other identities. Another user bound to it → 409; this user already → 200, nothing changed; a local user → 400.
     */
    put: operations['UsersController_relink'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AuditActorDto: {
      /** @example ada@example.com */
      email: string | null;
      /**
       * @description The user’s id (the temporary administrator’s stable id).
       * @example 4f1c2d3e-…
       */
      id: string;
      /**
       * @description How they were signed in.
       * @enum {string}
       */
      method: 'oidc' | 'local' | 'temp_admin';
      /** @example Ada Lovelace */
      name: string;
    };
    AuditEntryDto: {
      /**
       * @description What the person did (the list is in docs/fleet-console.md).
       * @example user.role.change
       */
      action: string | null;
      /** @description Who acted (kind person). */
      actor: components['schemas']['AuditActorDto'] | null;
      /**
       * Format: date-time
       * @description When the response finished (machine) or the action was done.
       */
      at: string;
      /**
       * @description What changed, field by field (`{from, to}` or the new value). A secret value, a password, an OIDC client secret or an instance key is never in it: only `"(changed)"` or `"(cleared)"`.
       * @example {
       *       "role": {
       *         "from": "readonly",
       *         "to": "admin"
       *       }
       *     }
       */
      changes: {
        [key: string]: unknown;
      } | null;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'machine' | 'person';
      /** @example GET */
      method: string | null;
      /**
       * @description Without the query string.
       * @example /api/v1/secrets
       */
      path: string | null;
      request_id: string | null;
      /** @example 203.0.113.7 */
      source_address: string | null;
      /** @example 200 */
      status: number | null;
      /**
       * @description On what: a user or token id, a secret name, a template slug, a settings section.
       * @example 4f1c2d3e-…
       */
      target: string | null;
      /**
       * Format: uuid
       * @description Null when the presented token matched no machine token (malformed or unknown), and for people.
       */
      token_id: string | null;
      /**
       * @description First 12 characters of the presented token.
       * @example svcm_0a1B2c3
       */
      token_prefix: string | null;
    };
    AuditListResponseDto: {
      /** @description Newest first. */
      entries: components['schemas']['AuditEntryDto'][];
      pagination: components['schemas']['PaginationDto'];
    };
    AuthConfigDto: {
      /**
       * @description The login form (local users, and the temporary administrator).
       * @example true
       */
      local_login: boolean;
      oidc: components['schemas']['OidcConfigDto'];
      /**
       * @description FLEET_ENFORCE_ROLES: whether `readonly` callers are limited to reads.
       * @example false
       */
      roles_enforced: boolean;
      /**
       * @description SVC_TEMP_ADMIN_USER and SVC_TEMP_ADMIN_PASSWORD are set: remove them once permanent accounts exist.
       * @example false
       */
      temp_admin_active: boolean;
    };
    CatalogCategoryFacetDto: {
      /** @example 4 */
      count: number;
      /** @example LLM Inference */
      name: string;
      /** @example llm-inference */
      slug: string;
    };
    CatalogFacetsDto: {
      category: components['schemas']['CatalogCategoryFacetDto'][];
      /** @description The 20 most used. */
      tags: components['schemas']['CatalogTagFacetDto'][];
    };
    CatalogFitDto: {
      max_copies: number | null;
      nodes_that_fit: number | null;
      reasons: components['schemas']['CatalogFitReasonDto'][];
      /** @enum {string} */
      verdict: 'fits' | 'does_not_fit' | 'unknown';
    };
    CatalogFitReasonDto: {
      /** @example gpu_memory */
      code: string;
      /** @example vram_request */
      field: string;
      /** @example Needs 80Gi of memory on each GPU; the most any node's GPUs have is 23034Mi. */
      message: string;
    };
    CatalogItemDto: {
      /** @example LLM Inference */
      category_name: string;
      /** @example llm-inference */
      category_slug: string;
      /**
       * @description Kubernetes quantity. This and the other needs, and `fit`, describe the revision the fleet deploys: the pinned one for a pinned template, else the latest (`needs_revision`).
       * @example 4
       */
      cpu_request: string;
      /** @description The hub’s deprecation, or null. */
      deprecated: Record<string, never> | null;
      description: string;
      /** @description The hub’s verdict for this fleet’s inventory, for `needs_revision` (a pinned revision is asked of the hub with `revision`); null when ranked locally or the hub did not answer. The `fits=true` filter is the hub’s, over latest revisions. */
      fit: components['schemas']['CatalogFitDto'] | null;
      /** @example 1 */
      gpu_count: number;
      /** Format: uuid */
      id: string;
      /**
       * @description Kubernetes quantity.
       * @example 16Gi
       */
      memory_request: string;
      /** @description The fleet’s mirror holds it (pins need a mirrored template). */
      mirrored: boolean;
      /** @example vLLM */
      name: string;
      /**
       * @description The revision the needs and `fit` describe: the pinned one for a pinned template, else the latest.
       * @example 3
       */
      needs_revision: number | null;
      pinned: components['schemas']['PinDto'] | null;
      /**
       * @description The latest revision.
       * @example 3
       */
      revision: number | null;
      /** @description The revision the fleet serves (its pin, or latest). */
      serving_revision: number | null;
      /** @description The signature of the revision the fleet serves; null when the mirror does not hold the template. */
      signature: components['schemas']['SignatureDto'] | null;
      /** @example vllm */
      slug: string;
      tags: string[];
      /** @description A pinned template’s update, if any. */
      update: components['schemas']['CatalogItemUpdateDto'] | null;
      /** @example 0.9.1 */
      version: string;
      /**
       * @description Memory on each GPU, Kubernetes quantity.
       * @example 24Gi
       */
      vram_request: string;
    };
    CatalogItemUpdateDto: {
      target_revision: number | null;
      /** @enum {string} */
      update_class: 'required' | 'security' | 'deprecated' | 'recommended' | 'other';
    };
    CatalogPaginationDto: {
      limit: number;
      page: number;
      total: number;
      totalPages: number;
    };
    CatalogResponseDto: {
      /** @description The hub’s typo correction of `search`. */
      did_you_mean: string | null;
      facets: components['schemas']['CatalogFacetsDto'];
      /** @description Why the hub was not used (never its body). */
      hub_error: string | null;
      pagination: components['schemas']['CatalogPaginationDto'];
      /**
       * @description `hub`: the hub’s ranking, facets and fit, asked with the instance key. `local`: the hub did not answer (or is not configured); a plain filter over the mirror, by name, without fit (`fits` is not applied).
       * @enum {string}
       */
      ranking: 'hub' | 'local';
      templates: components['schemas']['CatalogItemDto'][];
    };
    CatalogTagFacetDto: {
      /** @example 3 */
      count: number;
      /** @example stable-diffusion */
      tag: string;
    };
    DeprecatedDto: {
      /** Format: date-time */
      at: string;
      reason: string;
      replacement_slug: string | null;
    };
    FromToDto: {
      from: string;
      to: string;
    };
    HubConnectionDto: {
      /**
       * Format: date-time
       * @description When the stream or poll connected.
       */
      connected_at: string | null;
      /**
       * Format: date-time
       * @description When the last event came.
       */
      last_event_at: string | null;
      /** @description The last event id (the cursor the stream resumes from). */
      last_event_id: string | null;
      /**
       * @description How this fleet process hears of catalog changes: the event stream, the long poll (a proxy breaks streams), only the timer (FLEET_SYNC_INTERVAL_SECONDS), or nothing but manual syncs (docs/catalog-events.md).
       * @enum {string}
       */
      mode: 'stream' | 'long_poll' | 'timer' | 'off';
    };
    HubSettingsDto: {
      /** @description Fields set by FLEET_HUB_URL / FLEET_HUB_INSTANCE_KEY. */
      env_overrides: string[];
      hub_url: string | null;
      /**
       * @description First 12 characters of the key.
       * @example svch_0a1B2c3
       */
      instance_key_prefix: string | null;
      instance_key_set: boolean;
    };
    HubSettingsResponseDto: {
      settings: components['schemas']['HubSettingsDto'];
    };
    HubSettingsUpdateDto: {
      /**
       * @description The hub base URL (without /api/v1).
       * @example https://hub.example.com
       */
      hub_url?: string | null;
      /** @description The instance key (svch_…); write-only, stored encrypted. */
      instance_key?: string | null;
    };
    InventoryAllocatableDto: {
      /** @example 47810m */
      cpu: string | null;
      /** @example 186146140Ki */
      memory: string | null;
    };
    InventoryClusterDto: {
      /** @example null */
      last_error: string | null;
      /**
       * @example in-cluster
       * @enum {string}
       */
      mode: 'api' | 'in-cluster' | 'kubeconfig';
      /**
       * Format: date-time
       * @description Last successful read (this process).
       */
      read_at: string | null;
    };
    InventoryDto: {
      hub: components['schemas']['InventoryHubDto'];
      kubernetes: components['schemas']['InventoryClusterDto'];
      /**
       * @description The network types reported to the hub (templates whose required_network_types are not all here do not fit): FLEET_NETWORK_TYPES when set, else those set in the console (PUT /inventory/network-types).
       * @example [
       *       "public"
       *     ]
       */
      network_types: string[];
      /** @description FLEET_NETWORK_TYPES is set and wins over the stored types. */
      network_types_from_env: boolean;
      nodes: components['schemas']['InventoryNodeDto'][];
      /**
       * @example api
       * @enum {string|null}
       */
      source: 'api' | 'in-cluster' | 'kubeconfig' | null;
      /**
       * @description The types set in the console (stored).
       * @example [
       *       "public"
       *     ]
       */
      stored_network_types: string[];
      /**
       * Format: date-time
       * @description When the nodes were taken.
       */
      taken_at: string | null;
      totals: components['schemas']['InventoryTotalsDto'];
    };
    InventoryGpusDto: {
      /**
       * @description Allocatable `nvidia.com/gpu`.
       * @example 4
       */
      count: number;
      /**
       * @description Memory of one `nvidia.com/gpu` device, a Kubernetes quantity (`nvidia.com/gpu.memory` MiB); null = unknown (never 0).
       * @example 23034Mi
       */
      memory: string | null;
      mig: components['schemas']['MigDto'] | null;
      /**
       * @description `nvidia.com/gpu.product`.
       * @example NVIDIA-L4
       */
      product: string | null;
      /**
       * @description `nvidia.com/gpu.replicas`.
       * @example 1
       */
      replicas: number;
      /**
       * @example none
       * @enum {string}
       */
      sharing: 'none' | 'time-slicing' | 'mps';
    };
    InventoryHubDto: {
      /** @example null */
      last_error: string | null;
      /** Format: date-time */
      reported_at: string | null;
      /**
       * @description The hub has the current inventory.
       * @example true
       */
      up_to_date: boolean;
    };
    InventoryNodeDto: {
      allocatable: components['schemas']['InventoryAllocatableDto'];
      /** @example amd64 */
      arch: string | null;
      gpus: components['schemas']['InventoryGpusDto'] | null;
      /** @example v1.30.4 */
      kubelet_version: string | null;
      /**
       * @description At most 256.
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-L4"
       *     }
       */
      labels: {
        [key: string]: string;
      };
      /** @example gpu-l4-0 */
      name: string;
      taints: components['schemas']['InventoryTaintDto'][];
    };
    InventoryResponseDto: {
      inventory: components['schemas']['InventoryDto'];
    };
    InventoryTaintDto: {
      /**
       * @example NoSchedule
       * @enum {string}
       */
      effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
      /** @example nvidia.com/gpu */
      key: string;
      /** @example present */
      value?: string;
    };
    InventoryTotalsDto: {
      /** @example 2 */
      gpu_nodes: number;
      /**
       * @description Allocatable nvidia.com/gpu over all nodes.
       * @example 12
       */
      gpus: number;
      /** @example 3 */
      nodes: number;
      /**
       * @description Nodes with GPUs whose memory is not labelled (fit answers say unknown).
       * @example 0
       */
      unknown_gpu_memory_nodes: number;
    };
    LoginRequestDto: {
      /**
       * @description A local user’s email, or SVC_TEMP_ADMIN_USER.
       * @example ops@example.com
       */
      email: string;
      /** @example correct horse battery staple */
      password: string;
    };
    MachineTokenCreateDto: {
      /** @description Omitted: the token does not expire. */
      expires_in_days?: number;
      /** @example ci deploy */
      name: string;
      /**
       * @description Stored and shown; enforced only with FLEET_ENFORCE_ROLES=true.
       * @enum {string}
       */
      role: 'admin' | 'readonly';
    };
    MachineTokenDto: {
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string | null;
      /**
       * Format: uuid
       * @description Survives reissue.
       */
      id: string;
      /**
       * Format: date-time
       * @description May lag by up to 60 s.
       */
      last_used_at: string | null;
      /** @example ci deploy */
      name: string;
      /** Format: date-time */
      revoked_at: string | null;
      /** @enum {string} */
      role: 'admin' | 'readonly';
      /** @enum {string} */
      status: 'active' | 'expired' | 'revoked';
      /**
       * @description The first 12 characters of the token.
       * @example svcm_0a1B2c3
       */
      token_prefix: string;
    };
    MachineTokenListResponseDto: {
      machineTokens: components['schemas']['MachineTokenDto'][];
    };
    MachineTokenResponseDto: {
      machineToken: components['schemas']['MachineTokenDto'];
    };
    MachineTokenSecretDto: {
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string | null;
      /**
       * Format: uuid
       * @description Survives reissue.
       */
      id: string;
      /**
       * Format: date-time
       * @description May lag by up to 60 s.
       */
      last_used_at: string | null;
      /** @example ci deploy */
      name: string;
      /** Format: date-time */
      revoked_at: string | null;
      /** @enum {string} */
      role: 'admin' | 'readonly';
      /** @enum {string} */
      status: 'active' | 'expired' | 'revoked';
      /**
       * @description The full token. Shown only in this response; only a hash is stored.
       * @example svcm_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X
       */
      token: string;
      /**
       * @description The first 12 characters of the token.
       * @example svcm_0a1B2c3
       */
      token_prefix: string;
    };
    MachineTokenSecretResponseDto: {
      machineToken: components['schemas']['MachineTokenSecretDto'];
    };
    MeDto: {
      /** @enum {string} */
      auth_method: 'oidc' | 'temp_admin' | 'local' | 'machine_token';
      email: string | null;
      /** Format: uuid */
      id: string;
      name: string;
      /**
       * @description Stored; enforced only with FLEET_ENFORCE_ROLES=true.
       * @enum {string}
       */
      role: 'admin' | 'readonly';
    };
    MeResponseDto: {
      user: components['schemas']['MeDto'];
    };
    MigDeviceDto: {
      /** @example 1 */
      count: number;
      /** @example 20096Mi */
      memory: string | null;
      /**
       * @description Resource `nvidia.com/mig-<profile>`.
       * @example 3g.20gb
       */
      profile: string;
    };
    MigDto: {
      devices: components['schemas']['MigDeviceDto'][];
      /**
       * @example mixed
       * @enum {string|null}
       */
      strategy: 'single' | 'mixed' | null;
    };
    MirrorListResponseDto: {
      /** @description The hub’s catalog template objects as last synced, ordered by name (case-insensitive), then id. */
      templates: components['schemas']['MirrorTemplateDto'][];
    };
    MirrorTemplateDto: {
      deprecated?: components['schemas']['DeprecatedDto'] | null;
      /** Format: uuid */
      id: string;
      image_ref?: string;
      /** @example 4 */
      latest_revision?: number;
      /** @example vLLM */
      name: string;
      pinned?: components['schemas']['PinDto'];
      /**
       * @description Absent from a hub older than revisions.
       * @example 3
       */
      revision?: number;
      /** @description The signature of the revision served (its pin, or the latest). */
      signature: components['schemas']['SignatureDto'];
      /** @example vllm */
      slug: string;
      /** @example 0.9.1 */
      version: string;
    };
    MirrorTemplateResponseDto: {
      /** @description The hub’s template object as last synced; for a pinned template, the pinned revision’s object with `pinned: {revision, at, by}` and `latest_revision`. */
      template: components['schemas']['MirrorTemplateDto'];
    };
    MirrorVersionDto: {
      /** @description The hub’s versions entry; null if not read yet. */
      entry: components['schemas']['VersionEntryDto'] | null;
      /** @description The fleet holds this revision’s template object (it can serve it offline). */
      held: boolean;
      /** @example 3 */
      revision: number;
      signature: components['schemas']['SignatureDto'];
      /** @description Its yank as the fleet treats it (docs/signing.md, "Withdrawals on the fleet"); null if not yanked. */
      yank: components['schemas']['RevisionYankDto'] | null;
    };
    MirrorVersionListResponseDto: {
      /** @example 4 */
      latest_revision: number | null;
      pinned: components['schemas']['PinDto'] | null;
      /** @description Newest first. */
      versions: components['schemas']['MirrorVersionDto'][];
    };
    NamesDiffDto: {
      added: string[];
      newly_required: string[];
      removed: string[];
    };
    NetworkTypesUpdateDto: {
      /**
       * @description The network types this instance offers (replaces the stored list; [] for none).
       * @example [
       *       "public"
       *     ]
       */
      network_types: string[];
    };
    NodeListDto: {
      /** @example v1 */
      apiVersion?: string;
      items: {
        [key: string]: unknown;
      }[];
      /**
       * @example NodeList
       * @enum {string}
       */
      kind?: 'NodeList' | 'List';
      /** @description The list's own metadata (`resourceVersion`); not read. */
      metadata?: {
        [key: string]: unknown;
      };
    };
    ObjectsDiffDto: {
      added: {
        [key: string]: unknown;
      }[];
      removed: {
        [key: string]: unknown;
      }[];
    };
    OidcConfigDto: {
      /**
       * @description Access tokens must carry this audience; send it to the provider as a resource indicator if it needs one.
       * @example fleet-api
       */
      audience: string | null;
      /** @example https://id.example.com/auth */
      authorization_endpoint: string | null;
      /** @example fleet-ui */
      client_id: string | null;
      /**
       * @description The only PKCE method accepted.
       * @example S256
       * @enum {string}
       */
      code_challenge_method: 'S256';
      /**
       * @description The provider's name for a sign-in button: FLEET_OIDC_DISPLAY_NAME, else the issuer's host.
       * @example Company SSO
       */
      display_name: string | null;
      /** @example true */
      enabled: boolean;
      /**
       * @description The provider's end-session endpoint (RP-initiated logout), when its discovery document names one: a console signing out sends the user there with `id_token_hint` and `post_logout_redirect_uri`.
       * @example https://id.example.com/session/end
       */
      end_session_endpoint: string | null;
      /** @example https://id.example.com */
      issuer: string | null;
      /** @example http://localhost:3100/callback */
      redirect_uri: string;
      /** @example openid profile email offline_access */
      scopes: string;
    };
    OidcRefreshRequestDto: {
      refresh_token: string;
    };
    OidcSettingsDto: {
      audience: string | null;
      client_id: string | null;
      /** @description Whether a client secret is configured (the secret itself is never shown). */
      client_secret_set: boolean;
      /**
       * @description Fields set by FLEET_OIDC_* variables; those win over the stored values.
       * @example [
       *       "issuer"
       *     ]
       */
      env_overrides: string[];
      issuer: string | null;
      redirect_uri: string;
      scopes: string;
    };
    OidcSettingsResponseDto: {
      settings: components['schemas']['OidcSettingsDto'];
    };
    OidcSettingsUpdateDto: {
      /** @example fleet-api */
      audience?: string | null;
      /** @example fleet-ui */
      client_id?: string | null;
      /** @description Write-only; stored encrypted. null or "" clears. */
      client_secret?: string | null;
      /**
       * @description https (http on loopback only); null clears.
       * @example https://id.example.com
       */
      issuer?: string | null;
      /** @example https://fleet.example.com/callback */
      redirect_uri?: string | null;
      /** @example openid profile email offline_access */
      scopes?: string | null;
    };
    OidcTokenRequestDto: {
      /** @description The authorization code from the redirect. */
      code: string;
      /** @description The PKCE verifier whose S256 challenge was sent to /authorize (RFC 7636). */
      code_verifier: string;
      /** @description The `iss` of the authorization response (RFC 9207), checked when given. */
      iss?: string;
      /** @description The nonce of the authorization request, if one was sent; the ID token must carry it. */
      nonce?: string;
      /**
       * @description The redirect_uri of the authorization request.
       * @example http://localhost:3100/callback
       */
      redirect_uri: string;
    };
    OverviewClusterDto: {
      /** @example 2 */
      gpu_nodes: number;
      /** @example 6 */
      gpus: number;
      /** @description GPUs per product, most first. */
      gpus_by_product: components['schemas']['OverviewGpuProductDto'][];
      /**
       * @description Allocatable memory over all nodes, in GiB (one decimal).
       * @example 123.7
       */
      memory_gib: number;
      /** @example 3 */
      nodes: number;
      /** Format: date-time */
      taken_at: string | null;
    };
    OverviewDto: {
      cluster: components['schemas']['OverviewClusterDto'];
      fit: components['schemas']['OverviewFitDto'];
      hub: components['schemas']['OverviewHubDto'];
      tokens: components['schemas']['OverviewTokensDto'];
      updates: components['schemas']['OverviewUpdatesDto'];
    };
    OverviewFitDto: {
      /**
       * @description Templates that fit the last inventory reported to the hub (the hub’s `fits=true` list).
       * @example 30
       */
      fits: number | null;
      /**
       * @description `unknown` when the hub is not configured or unreachable.
       * @enum {string}
       */
      status: 'known' | 'unknown';
      /**
       * @description The templates `fits` is counted among: the hub’s list this instance sees, asked with `fits` (so `fits` ≤ `templates` always); the mirror’s count when the fit is `unknown`.
       * @example 38
       */
      templates: number;
    };
    OverviewGpuProductDto: {
      /**
       * @description Allocatable nvidia.com/gpu of this product.
       * @example 2
       */
      count: number;
      /**
       * @description Memory of one device in GiB.
       * @example 22.5
       */
      memory_gib: number | null;
      /**
       * @description null: not labelled.
       * @example NVIDIA-L4
       */
      product: string | null;
    };
    OverviewHubDto: {
      /** @description A hub URL and instance key are set. */
      configured: boolean;
      /** @description How this fleet hears of catalog changes (stream, long poll, timer) and when the last event came. */
      connection: components['schemas']['HubConnectionDto'];
      /** Format: date-time */
      last_attempt_at: string | null;
      last_error: string | null;
      /** Format: date-time */
      last_success_at: string | null;
      /** @description The hub answered this request’s fit question; null when no hub is configured. */
      reachable: boolean | null;
    };
    OverviewResponseDto: {
      overview: components['schemas']['OverviewDto'];
    };
    OverviewTokenDto: {
      /** Format: date-time */
      expires_at: string;
      /** Format: uuid */
      id: string;
      /** @example ci */
      name: string;
    };
    OverviewTokensDto: {
      /** @description Active machine tokens that expire within `within_days`, soonest first. */
      expiring: components['schemas']['OverviewTokenDto'][];
      /** @example 14 */
      within_days: number;
    };
    OverviewUpdateDto: {
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /** @example vllm-llama-3-1-8b */
      slug: string;
      /** @example 4 */
      target_revision: number | null;
      /** @enum {string} */
      update_class: 'required' | 'security' | 'deprecated' | 'recommended' | 'other';
    };
    OverviewUpdatesDto: {
      /** @example 1 */
      total: number;
      /** @description Required first, then security, recommended, other; by name within a class. */
      updates: components['schemas']['OverviewUpdateDto'][];
    };
    PaginationDto: {
      /**
       * @description After clamping: at most 100.
       * @example 50
       */
      limit: number;
      /** @example 1 */
      page: number;
      /** @example 28 */
      total: number;
      /**
       * @description 0 when total is 0.
       * @example 1
       */
      totalPages: number;
    };
    PinDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      at: string;
      /**
       * @description Who pinned it (auth method and user id).
       * @example oidc:4f1c…
       */
      by: string;
      /** @example 3 */
      revision: number;
    };
    PinInputDto: {
      /**
       * @description A mirrored revision that is not yanked.
       * @example 3
       */
      revision: number;
    };
    PinnedYankDto: {
      /** Format: date-time */
      at: string;
      /** @description The hub yanked it without the publisher’s signature on a template a publisher manages (FLEET_TRUST_ROOT set): shown only, not acted on (the update is not `required`, the revision may still be pinned). */
      hub_only: boolean;
      /** @description The publisher whose signed yank the fleet verified (then acted on), else null. */
      publisher: string | null;
      /** @example Crashes on 24 GiB cards. */
      reason: string;
    };
    /** @description RFC 9457 problem details, served as application/problem+json. */
    Problem: {
      /**
       * @description Stable machine-readable error code.
       * @example not_found
       * @enum {string}
       */
      code:
        | 'validation_failed'
        | 'unauthenticated'
        | 'invalid_token'
        | 'token_expired'
        | 'forbidden'
        | 'not_found'
        | 'conflict'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'method_not_allowed'
        | 'rate_limited'
        | 'internal_error'
        | 'unavailable'
        | 'invalid_credentials'
        | 'invalid_grant'
        | 'oidc_not_configured'
        | 'identity_conflict'
        | 'hub_not_configured'
        | 'sync_in_progress'
        | 'inventory_from_cluster'
        | 'hub_unavailable';
      /** @example No such template. */
      detail: string;
      /**
       * @description Validation errors, one per field (400 only), at most 20.
       * @example [
       *       {
       *         "field": "limit",
       *         "message": "limit must be an integer of at least 1"
       *       }
       *     ]
       */
      errors?: {
        /** @example limit */
        field: string;
        /** @example limit must be an integer of at least 1 */
        message: string;
      }[];
      /**
       * @description How many more field errors there were beyond the 20 listed (present only then).
       * @example 480
       */
      errors_omitted?: number;
      /** @example 404 */
      status: number;
      /** @example Not Found */
      title: string;
      /** @example about:blank */
      type: string;
    };
    ProviderTokensDto: {
      /** @description Send as `Authorization: Bearer …` to the fleet. */
      access_token: string;
      /** @example 3600 */
      expires_in: number | null;
      id_token: string | null;
      refresh_token: string | null;
      /** @example Bearer */
      token_type: string;
    };
    ReleaseChangeDto: {
      /** @example Base image rebuilt for the OpenSSL advisory. */
      description: string;
      /** @enum {string} */
      kind: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
    };
    ResourceChangeDto: {
      /** @enum {string} */
      field: 'cpu_request' | 'memory_request' | 'gpu_count' | 'vram_request' | 'concurrent_jobs';
      from: string | number;
      to: string | number;
    };
    RevisionYankDto: {
      /** @description Acted on: an update from it is `required` and it cannot be pinned (409). */
      acted: boolean;
      /** @description Yanked by the hub without the publisher’s signature on a publisher’s template: shown, not acted on. */
      hub_only: boolean;
      /** @description The publisher whose signed yank was verified. */
      publisher: string | null;
      reason: string | null;
    };
    SecretDto: {
      /** @example DB_PASSWORD */
      name: string;
      /** Format: date-time */
      updated_at: string;
      /** @example s3cr3t */
      value: string;
    };
    SecretListResponseDto: {
      /** @description Names only; read one secret for its value. */
      secrets: components['schemas']['SecretSummaryDto'][];
    };
    SecretPutDto: {
      /** @description The value; stored encrypted (AES-256-GCM, FLEET_ENCRYPTION_KEY). */
      value: string;
    };
    SecretResponseDto: {
      secret: components['schemas']['SecretDto'];
    };
    SecretSummaryDto: {
      /** @example DB_PASSWORD */
      name: string;
      /** Format: date-time */
      updated_at: string;
    };
    SessionTokenDto: {
      /** @description A fleet session token (HS256 JWT); send as `Authorization: Bearer …`. */
      access_token: string;
      /** @example 28800 */
      expires_in: number;
      /** @example Bearer */
      token_type: string;
    };
    SignatureDto: {
      /** Format: date-time */
      expires_at: string | null;
      /** @description A key whose signature counted (SHA-256 hex). */
      key_id: string | null;
      /** @example acme */
      publisher: string | null;
      /** @description Why, in words, when invalid or unsigned. */
      reason: string | null;
      /** @description The hub snapshot listing this envelope (null for an older revision, or before any snapshot). */
      snapshot_version: number | null;
      /**
       * @description `verified`: signed by the publisher the trust root gives the template to; `hub-signed`: a template no publisher may sign, signed by the hub key (console-made); `unsigned`: no signature (or verification off: FLEET_TRUST_ROOT unset); `invalid`: refused (see `reason`), never pinned.
       * @enum {string}
       */
      status: 'verified' | 'hub-signed' | 'unsigned' | 'invalid';
    };
    SnapshotDiffDto: {
      env_schema: components['schemas']['NamesDiffDto'];
      image_ref: components['schemas']['FromToDto'] | null;
      /** @description Ports added and removed. */
      ports: components['schemas']['ObjectsDiffDto'];
      resources: components['schemas']['ResourceChangeDto'][];
      /** @description Volume mounts added and removed. */
      volume_mounts: components['schemas']['ObjectsDiffDto'];
    };
    SyncResultDto: {
      /**
       * Format: date-time
       * @description The cursor (next `since`).
       */
      checked_at: string | null;
      /** @description `removed` entries applied by this run. */
      removed: number;
      /** @enum {string} */
      status: 'updated' | 'not_modified';
      /** @description Templates in the mirror after this run. */
      templates: number;
      /** @description Templates upserted by this run. */
      upserted: number;
    };
    SyncResultResponseDto: {
      sync: components['schemas']['SyncResultDto'];
    };
    SyncStatusDto: {
      /** Format: date-time */
      checked_at: string | null;
      /** @description A hub URL and an instance key are set. */
      configured: boolean;
      connection: components['schemas']['HubConnectionDto'];
      /** Format: date-time */
      last_attempt_at: string | null;
      last_error: string | null;
      /** Format: date-time */
      last_success_at: string | null;
      templates: number;
      trust: components['schemas']['TrustStatusDto'];
    };
    SyncStatusResponseDto: {
      sync: components['schemas']['SyncStatusDto'];
    };
    TemplateChangesDto: {
      contains_security_updates: boolean;
      diff: components['schemas']['SnapshotDiffDto'];
      /** @example 1 */
      from: number;
      /** @description The revisions in (from, to], oldest first, with notes. */
      revisions: components['schemas']['VersionEntryDto'][];
      /** @example 3 */
      to: number;
      yanked: {
        [key: string]: unknown;
      }[];
    };
    TemplateUpdateDto: {
      /**
       * @description `update_class` in the older three words: `deprecated`, `recommended` and `other` are all `available`.
       * @enum {string}
       */
      action: 'available' | 'security' | 'required';
      /**
       * @description A revision counted by `update_class` contains security updates (so `security`, unless `required`).
       * @example false
       */
      contains_security_updates: boolean;
      /** @description The hub’s deprecation of the template (reason, replacement), whatever the class; null if none. */
      deprecation: components['schemas']['DeprecatedDto'] | null;
      /** Format: uuid */
      id: string;
      /** @description Moving to the target changes the image the fleet runs. */
      image_changes: boolean;
      /** @example 4 */
      latest_revision: number;
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      pinned: components['schemas']['PinDto'];
      /** @description The pinned revision’s yank. */
      pinned_yanked: components['schemas']['PinnedYankDto'] | null;
      /** @description The hub’s versions entries of the revisions after the pinned one, oldest first (with their notes). */
      revisions: components['schemas']['VersionEntryDto'][];
      /** @description The signature of `target_revision`. */
      signature: components['schemas']['SignatureDto'] | null;
      /** @example vllm-llama-3-1-8b */
      slug: string;
      /**
       * @description The revision to move to: the newest after the pinned one that is not yanked; null if none.
       * @example 4
       */
      target_revision: number | null;
      /**
       * @description `required`: the pinned revision is yanked (with FLEET_TRUST_ROOT, on a publisher’s template: by the publisher’s signed yank; a hub-only yank is shown in `pinned_yanked`, not acted on); `security`: the target runs another image and a revision on the way that is not yanked (and is no rollback to the served image) contains security updates; `deprecated`: neither, and the hub deprecates the template (see `deprecation`; listed even with no newer revision); `recommended`: the same, with fixes, changes, deprecations or removals; `other`: the rest (additions only, no notes, or a target that runs the image the fleet already serves, or only a hub-only yank of the pin to show). Rules: docs/fleet-console.md, docs/signing.md.
       * @enum {string}
       */
      update_class: 'required' | 'security' | 'deprecated' | 'recommended' | 'other';
    };
    TrustStatusDto: {
      /** Format: date-time */
      checked_at: string | null;
      /** @description FLEET_TRUST_ROOT is set: signatures and freshness are verified. */
      enabled: boolean;
      /** Format: date-time */
      expires_at: string | null;
      /** @description No current snapshot: new pins and updates are refused (409 `catalog_frozen`). */
      frozen: boolean;
      frozen_reason: string | null;
      /**
       * Format: date-time
       * @description Frozen since (the expiry).
       */
      frozen_since: string | null;
      /** @description What the last sync refused (root chain, snapshot). */
      last_error: string | null;
      /**
       * @description FLEET_REQUIRE_SIGNATURE.
       * @enum {string}
       */
      require_signature: 'publisher' | 'hub' | 'off';
      /** @description The last snapshot refused as a rollback: `{at, detail}`. */
      rollback: Record<string, never> | null;
      /** @description The latest trusted root version. */
      root_version: number | null;
      /** @description The kept snapshot’s version. */
      snapshot_version: number | null;
    };
    UpdatesListResponseDto: {
      updates: components['schemas']['TemplateUpdateDto'][];
    };
    UserCreateDto: {
      /**
       * @description Unique among local users (compared with ASCII capitals folded, nothing else).
       * @example ops@example.com
       */
      email: string;
      /** @example Olga Ops */
      name: string;
      /** @description Stored as a scrypt hash; never returned. */
      password: string;
      /**
       * @description Stored and shown; enforced only with FLEET_ENFORCE_ROLES=true.
       * @enum {string}
       */
      role: 'admin' | 'readonly';
    };
    UserDto: {
      /**
       * @description local: login form; oidc: first seen through the provider.
       * @enum {string}
       */
      auth_method: 'local' | 'oidc';
      /** Format: date-time */
      created_at: string;
      /** @example ops@example.com */
      email: string | null;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      last_login_at: string | null;
      /** @example Olga Ops */
      name: string;
      /** @enum {string} */
      role: 'admin' | 'readonly';
      /** Format: date-time */
      updated_at: string;
    };
    UserIdentityDto: {
      /**
       * Format: date-time
       * @description When it was linked.
       */
      created_at: string;
      /**
       * @description The email the token carried when the identity was linked (ASCII-folded); null for an administrator's link.
       * @example ops@example.com
       */
      email: string | null;
      /**
       * @description `provisioned`: its first sign-in made the user; `verified_email`: linked at its first sign-in to the user holding its verified email; `administrator`: linked with PUT /users/{id}/identity (the audit log names who); `migrated`: the user's identity before identities had a table of their own.
       * @enum {string}
       */
      how: 'provisioned' | 'verified_email' | 'administrator' | 'migrated';
      /** Format: uuid */
      id: string;
      /**
       * @description The token's `iss`.
       * @example https://login.example.com/realms/main
       */
      issuer: string;
      /**
       * Format: date-time
       * @description The last request or sign-in with it (requests may lag by a minute).
       */
      last_seen_at: string | null;
      /**
       * @description The token's `sub` at that issuer.
       * @example 248289761001
       */
      subject: string;
    };
    UserIdentityListResponseDto: {
      identities: components['schemas']['UserIdentityDto'][];
    };
    UserIdentityUpdateDto: {
      /**
       * @description The provider token's `iss`, exactly as the provider spells it.
       * @example https://login.example.com/realms/main
       */
      issuer: string;
      /**
       * @description The token's `sub` at that issuer.
       * @example 248289761001
       */
      subject: string;
    };
    UserListResponseDto: {
      users: components['schemas']['UserDto'][];
    };
    UserResponseDto: {
      user: components['schemas']['UserDto'];
    };
    UserUpdateDto: {
      /**
       * @description Local users only.
       * @example ops@example.com
       */
      email?: string;
      /** @example Olga Ops */
      name?: string;
      /** @description Local users only; ends their sessions. */
      password?: string;
      /** @enum {string} */
      role?: 'admin' | 'readonly';
    };
    VersionEntryDto: {
      changes: components['schemas']['ReleaseChangeDto'][];
      contains_security_updates: boolean;
      image_digest: string | null;
      /** @example vllm/vllm-openai:v0.9.1@sha256:… */
      image_ref: string;
      /** Format: date-time */
      published_at: string;
      /** @example 3 */
      revision: number;
      /** @example 0.9.1 */
      version: string;
      version_reused: boolean;
      yanked: components['schemas']['YankedDto'] | null;
    };
    YankedDto: {
      /** Format: date-time */
      at: string;
      /** @example Crashes on 24 GiB cards. */
      reason: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuditController_list: {
    parameters: {
      query?: {
        /** @description Only people’s actions with this action, or in this family (`user` matches `user.role.change`). */
        action?: string;
        /** @description Only the actions of this person: their user id, or their email (case-insensitive). */
        actor?: string;
        /** @description `machine`: requests made with machine tokens; `person`: actions of signed-in people. Default: both. */
        kind?: 'machine' | 'person';
        /** @description Default 50, at most 100 (larger values are clamped). */
        limit?: string;
        /** @description Default 1. */
        page?: string;
        /** @description Only entries at or after this time (ISO 8601; without an offset, UTC). */
        since?: string;
        /** @description Only requests that ended with this status: an exact code (`401`) or a class (`2xx`, `4xx`, `5xx`) (kind machine). */
        status?: string;
        /** @description Only requests made with this machine token (kind machine). */
        token_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditListResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuditController_export: {
    parameters: {
      query?: {
        /** @description Only people’s actions with this action, or in this family (`user` matches `user.role.change`). */
        action?: string;
        /** @description Only the actions of this person: their user id, or their email (case-insensitive). */
        actor?: string;
        /** @description `machine`: requests made with machine tokens; `person`: actions of signed-in people. Default: both. */
        kind?: 'machine' | 'person';
        /** @description Entries at or after this time (ISO 8601; without an offset, UTC). Default: the oldest kept. */
        since?: string;
        /** @description Only requests that ended with this status: an exact code (`401`) or a class (`2xx`, `4xx`, `5xx`) (kind machine). */
        status?: string;
        /** @description Only requests made with this machine token (kind machine). */
        token_id?: string;
        /** @description Entries before this time (exclusive; ISO 8601, without an offset UTC). Default: up to now. */
        until?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One `AuditEntry` JSON object per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['AuditEntryDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuthController_config_: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthConfigDto'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionTokenDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session has ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OidcRefreshRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderTokensDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  AuthController_exchange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OidcTokenRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderTokensDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_search: {
    parameters: {
      query?: {
        /** @description A category slug. */
        category?: string;
        /** @description `true`: only the templates the hub says fit this fleet’s reported inventory. */
        fits?: 'true' | 'false';
        /** @description Integer ≥ 1; over 100 is 100. */
        limit?: string;
        /** @description Integer ≥ 1. */
        page?: string;
        /** @description The hub’s search syntax and ranking (docs/search.md); at most 200 characters. */
        search?: string;
        sort?: 'relevance' | 'name' | 'updated' | 'downloads';
        /** @description One tag, compared as the hub compares them (case, spaces, `_` and `-` alike). */
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SyncStatusResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_run: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SyncResultResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "conflict",
           *       "detail": "A local user with this email exists.",
           *       "status": 409,
           *       "title": "Conflict",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_templates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MirrorListResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_template: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MirrorTemplateResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_changes: {
    parameters: {
      query: {
        /** @description The revision the fleet runs. */
        from: string;
        /** @description Defaults to the latest revision. */
        to?: string;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateChangesDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_pin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PinInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MirrorTemplateResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "conflict",
           *       "detail": "A local user with this email exists.",
           *       "status": 409,
           *       "title": "Conflict",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_unpin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unpinned. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "conflict",
           *       "detail": "A local user with this email exists.",
           *       "status": 409,
           *       "title": "Conflict",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_versions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MirrorVersionListResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  HubSyncController_updates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdatesListResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  InventoryController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  InventoryController_put: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NodeListDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "conflict",
           *       "detail": "A local user with this email exists.",
           *       "status": 409,
           *       "title": "Conflict",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 32 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 32 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  InventoryController_putNetworkTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NetworkTypesUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  MachineTokensController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MachineTokenListResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  MachineTokensController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineTokenCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MachineTokenSecretResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  MachineTokensController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MachineTokenResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  MachineTokensController_reissue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MachineTokenSecretResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  OverviewController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverviewResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SecretsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecretListResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SecretsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecretResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SecretsController_put: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecretPutDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecretResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SecretsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SettingsController_getHub: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HubSettingsResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SettingsController_putHub: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HubSettingsUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HubSettingsResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SettingsController_getOidc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcSettingsResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  SettingsController_putOidc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OidcSettingsUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcSettingsResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListResponseDto'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_identities: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserIdentityListResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  UsersController_relink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserIdentityUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "limit must be an integer of at least 1.",
           *       "errors": [
           *         {
           *           "field": "limit",
           *           "message": "limit must be an integer of at least 1"
           *         }
           *       ],
           *       "status": 400,
           *       "title": "Bad Request",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Credential missing (`unauthenticated`), or malformed, unknown, revoked or expired (`invalid_token`, `token_expired`). Sent with `WWW-Authenticate`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "invalid_token",
           *       "detail": "The credential is not valid here.",
           *       "status": 401,
           *       "title": "Unauthorized",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description With FLEET_ENFORCE_ROLES=true: a `readonly` caller on a write or on a route that reveals secret values. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This needs the admin role (FLEET_ENFORCE_ROLES is on).",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Missing, or not visible to this caller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "not_found",
           *       "detail": "No such resource.",
           *       "status": 404,
           *       "title": "Not Found",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "conflict",
           *       "detail": "A local user with this email exists.",
           *       "status": 409,
           *       "title": "Conflict",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 1 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 1 MiB.",
           *       "status": 413,
           *       "title": "Payload Too Large",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A path parameter over 512 characters. */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "validation_failed",
           *       "detail": "A path parameter is too long.",
           *       "status": 414,
           *       "title": "URI Too Long",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A fault on our side: the details are logged with the request id (`X-Request-Id`), never sent. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "internal_error",
           *       "detail": "An unexpected error occurred.",
           *       "status": 500,
           *       "title": "Internal Server Error",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The database is unreachable, lost the connection, or did not answer within its budget. Transient: sent with `Retry-After`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "unavailable",
           *       "detail": "The service is temporarily unavailable; retry shortly.",
           *       "status": 503,
           *       "title": "Service Unavailable",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
