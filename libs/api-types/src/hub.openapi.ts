// Generated from apps/hub/openapi.json by scripts/openapi-types.mjs (`npm run openapi`). Do not edit:
// change the DTOs, then regenerate.
export interface paths {
  '/api/v1/account/access-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List personal access tokens
     * @description The caller's own tokens; organization admins may pass `scope=organization` for all of the organization's.
     */
    get: operations['AccessTokensController_list'];
    /**
     * Rotate a token: new secret, same id (minter only)
     * @description With `grace_seconds` (1 s to 7 days) the previous secret keeps working until `previous_expires_at`, its uses counted in `previous_last_used_at`; without, it is refused at once. Rotating again or revoking ends it. `expires_in_days` sets a new expiry (days from now); omitted, the token keeps its expiry; `null` removes it. An organization admin who did not mint the token: 403; any other caller: 404. Revoked: 409; expired without a new `expires_in_days` (or `null`): 409.
     */
    put: operations['AccessTokensController_rotate'];
    /**
     * Mint a personal access token (svcp_) for one instance key of your organization
     * @description Accepted only at the MCP endpoint, where it acts as that instance. The full token is shown only in this response. An instance of another organization: 404. No organization → 404 `no_organization`; suspended → 403.
     */
    post: operations['AccessTokensController_create'];
    /**
     * Revoke a token (minter or organization admin)
     * @description `id` in the body or as `?id=`. The token stays in the list with `revoked_at`.
     */
    delete: operations['AccessTokensController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your organization's API keys (instance keys)
     * @description Any member. Revoked keys stay in the list. No organization → 404 `no_organization`.
     */
    get: operations['ApiKeysController_list'];
    /**
     * Re-issue an API key
     * @description Organization admins only. New secret, same id. Without `grace_seconds` the previous secret is refused from this moment; with it (1 s to 7 days) the previous secret keeps working until `previous_expires_at`, its uses counted in `previous_last_used_at`. Re-issuing again or revoking ends a kept secret at once. `expires_in_days` sets the new secret's expiry; omitted, the key keeps its expiry as it was; `null` removes it. An expired key may be re-issued with a new `expires_in_days` (or `null`); without one → 400. A key of another organization → 404; a revoked key → 409.
     */
    put: operations['ApiKeysController_reissue'];
    /**
     * Create an API key
     * @description Organization admins only (members → 403; suspended organization → 403). The full `svch_` key is in this response only. Optional `expires_in_days` (1–365): after that the key is refused with 401 `token_expired`.
     */
    post: operations['ApiKeysController_create'];
    /**
     * Revoke an API key
     * @description Organization admins only. `id` in the body or as `?id=`. The key stays listed with status `revoked` and `revoked_at`. Revoking a revoked key changes nothing.
     */
    delete: operations['ApiKeysController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What your organization's credentials need: expiring, previous secret in use, leak reports
     * @description Any member; newest first, paged like the catalog; `unread=true` for unread ones only. Keys and tokens expiring within 7 days (or expired), keys whose previous secret is still used during its grace window, and credentials reported leaked (revoked). No organization → 404 `no_organization`.
     */
    get: operations['NotificationsController_list'];
    /**
     * Mark notifications read
     * @description Organization admins only (members → 403). All or none: an id that is not a notification of your organization → 404 and nothing is marked. Marking a read one again keeps its first `read_at`.
     */
    put: operations['NotificationsController_markRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get your organization
     * @description With your role in it. No organization → 404 with code `no_organization`.
     */
    get: operations['OrganizationsController_get'];
    put?: never;
    /**
     * Create an organization
     * @description You become its admin and a free subscription is created, in one transaction. You already belong to one, or the slug is taken → 409.
     */
    post: operations['OrganizationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/organizations/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your organization's members
     * @description Any member. Admins first, then by joining time.
     */
    get: operations['OrganizationsController_members'];
    /**
     * Change a member's role
     * @description Organization admins only. Demoting the last admin → 409. Not a member of your organization → 404.
     */
    put: operations['OrganizationsController_setRole'];
    /**
     * Add an existing user by email
     * @description Organization admins only. Unknown email → 404; a user who already belongs to an organization → 409.
     */
    post: operations['OrganizationsController_addMember'];
    /**
     * Remove a member, or leave
     * @description Organization admins remove any member; any member may remove themselves (leave the organization), others → 403. `user_id` in the body or as `?user_id=` (both and different → 400). Removing the last admin, also by leaving → 409. The removed user's personal access tokens for the organization's instances are revoked in the same transaction, so they stay dead if the user is added again.
     */
    delete: operations['OrganizationsController_removeMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your profile
     * @description With your organization (and your role in it), or `organization: null`.
     */
    get: operations['ProfileController_get'];
    /**
     * Update your name
     * @description Only `name` is writable.
     */
    put: operations['ProfileController_update'];
    post?: never;
    /**
     * Delete your account
     * @description Your membership and personal access tokens are deleted with it. The last superadmin, or the last admin of an organization that has other members → 409. When you are the last member of your organization, the organization is deleted with you: its API keys stop working, its grants, subscription, support tickets and DNS records go, and templates it owned stay without an owner. Signing in again later creates a new, empty account.
     */
    delete: operations['ProfileController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/addon-audit-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This instance's events, oldest first (`since`, `addon`, paged) */
    get: operations['AddonAuditController_list'];
    put?: never;
    /**
     * Record a batch of 1–500 addon audit events
     * @description Idempotent by client event id: an id already stored (earlier or in the same batch) counts as a duplicate.
     */
    post: operations['AddonAuditController_ingest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/addon-audit-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every instance's addon audit events, oldest first (filters: instance_id, org_id, addon, since) */
    get: operations['AdminAddonAuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/addon-audit-events/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Addon audit events of a time range as NDJSON, without paging
     * @description Every event with `since` ≤ `occurred_at` < `until` (and the list filters), oldest first, one JSON object per line (the fields of a listed event). Streamed: no size limit, read at the pace of the client. Events received longer ago than HUB_AUDIT_RETENTION_DAYS have been pruned.
     */
    get: operations['AdminAddonAuditController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List all API keys across organizations
     * @description Revoked keys included. Never the secret.
     */
    get: operations['AdminApiKeysController_list'];
    put?: never;
    post?: never;
    /**
     * Revoke any API key
     * @description `id` in the body or as `?id=`; revoking a revoked key changes nothing.
     */
    delete: operations['AdminApiKeysController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/audit-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The record of admin writes (superadmins only)
     * @description Who changed what at the hub, and when: each admin write that succeeded (templates, categories, catalog documents, grants, users, organizations, keys, synonyms, support), newest first. An admin who is not a superadmin → 403.
     */
    get: operations['AdminAuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List access grants
     * @description Optionally only those of one organization or one category.
     */
    get: operations['CatalogAccessController_list'];
    put?: never;
    /**
     * Grant an organization access to a private category
     * @description A category that is not private → 400; a grant that exists → 409; unknown organization or category → 404.
     */
    post: operations['CatalogAccessController_grant'];
    /**
     * Revoke a grant
     * @description By `id`, or by `org_id` + `category_id`, in the body or the query; a field given in both with different values → 400. Syncing instances of the organization get the templates it loses in `removed`.
     */
    delete: operations['CatalogAccessController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a catalog document in one transaction
     * @description The plan, carried out through the admin writes (revisions, release notes, digest and version rules, visibility tracking), all or nothing; a document with refusals → 400 and nothing is written. Applying the same document again writes nothing (`applied: false`). Conflicts (templates another manager manages) are left untouched unless `take_over=true`, which records each takeover. Other hub processes flush their caches once. `If-Match` with the plan’s etag → 412 when the catalog changed since.
     */
    post: operations['CatalogDocumentController_apply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The catalog document of what is there
     * @description Hub-owned templates (with all categories), or `owner_org_slug`’s templates (with the categories they use), in a stable order; a template whose manager is not `console` names it (`source`), or with `source=NAME` only that manager’s templates. Write-only fields (registry_credentials) are never exported. YAML with `format=yaml` or an Accept naming YAML.
     */
    get: operations['CatalogDocumentController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Convert a Portainer or CasaOS catalog into a catalog document (nothing is written)
     * @description `format=portainer`: an App Templates file, v1 (a bare array), v2 or v3, as JSON. `format=casaos`: one app's docker-compose.yml with `x-casaos` (YAML, sent as application/yaml, text/yaml or text/plain), or a JSON object of app folder names to their compose text (a whole AppStore). The answer is the document and a report with one entry per source entry: `mapped`, `partial` (the dropped fields named) or `skipped` (why). The document names its `source` (the `source` parameter, default the format): the manager of what it makes, so a later import of the same collection updates them. A slug the hub holds under another manager is renamed (`-2`…, with a note) unless `adopt=true` (then the plan lists it as a conflict to take over). Categories map onto the hub’s of the same meaning (case, plural, punctuation), the others title-cased and ordered after them (`categories` shows the mapping). The document then goes through plan and apply. Up to 10 MiB (413 beyond) and 5,000 entries; input that cannot be read → 400 naming the entry and field (docs/catalog-import.md).
     */
    post: operations['CatalogImportController_convert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What applying a catalog document would do
     * @description Per category and template: `create`, `update` (the fields that change, old and new), `unchanged`, or `delete` (only with `prune=true`, inside the document’s scope; a pruned template is deprecated unless `force=true`; only what the document’s own manager manages), `conflict` (a template another manager manages: apply leaves it unless `take_over=true`), and every refusal. Writes nothing. The `etag` (also the ETag header) is the state of the scope the plan was computed on: send it as If-Match to apply. A malformed document → 400 naming each entry (index and slug) and field.
     */
    post: operations['CatalogDocumentController_plan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/schema': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The catalog document’s JSON Schema (draft 2020-12)
     * @description Generated from the admin DTOs; the same as apps/hub/catalog.schema.json. For editors and CI.
     */
    get: operations['CatalogDocumentController_getSchema'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/takeovers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Templates taken over from another manager
     * @description Each takeover an apply with `take_over=true` made: the template, from and to which manager, who, when.
     */
    get: operations['CatalogDocumentController_takeovers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/catalog/trust/root': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a trust root version
     * @description A root envelope signed offline (`hub-catalog root sign`). The hub checks it as a fleet does: the first is version 1 signed by a threshold of its own root keys; each next one is exactly the latest version + 1, signed by a threshold of the latest version’s root keys AND of its own. The hub holds no root key, so an admin can only carry what the root keys signed. Sending the latest version again changes nothing (`created: false`). Malformed envelope → 400 `envelope_malformed`; too few valid signatures (unknown key ids, a key id over another key’s signature, one key counted once however often it signed) → 400 `signature_invalid`; a version that is not the successor (lower, equal, skipping) → 409 `root_version_conflict`; over 512 KiB → 413.
     */
    post: operations['TrustAdminController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all categories with template_count and access_count */
    get: operations['AdminCategoriesController_list'];
    /**
     * Update a category
     * @description Partial: `id` plus the fields to change. Making it private hides its templates from organizations without a grant (syncing instances get them in `removed`); a new name, slug or icon bumps its templates for sync.
     */
    put: operations['AdminCategoriesController_update'];
    /**
     * Create a category
     * @description A taken slug → 409.
     */
    post: operations['AdminCategoriesController_create'];
    /**
     * Delete a category
     * @description `id` in the body or as `?id=`. While templates reference it → 409 and nothing changes; its grants go with it.
     */
    delete: operations['AdminCategoriesController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/dns/zone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Zone export: an RFC 1035 master file of all published records
     * @description $ORIGIN, $TTL, SOA (serial = export time in Unix seconds), NS and one A/AAAA per address of each active instance's record, for an authoritative DNS server to load.
     */
    get: operations['AdminDnsController_zone'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all organizations with member_count and api_key_count (active keys) */
    get: operations['AdminOrganizationsController_list'];
    /**
     * Update an organization's status or tier
     * @description `id` plus `status` and/or `tier` (neither → 400). A suspended organization's keys get 403 from their next request.
     */
    put: operations['AdminOrganizationsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/search-synonyms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the synonym groups of the catalog search */
    get: operations['AdminSearchSynonymsController_list'];
    /**
     * Replace the terms of a synonym group
     * @description `id` plus the new `terms`.
     */
    put: operations['AdminSearchSynonymsController_update'];
    /**
     * Add a synonym group
     * @description A search for any of its terms also finds the others; takes effect at once on every hub process.
     */
    post: operations['AdminSearchSynonymsController_create'];
    /**
     * Delete a synonym group
     * @description `id` in the body or as `?id=`.
     */
    delete: operations['AdminSearchSynonymsController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * System-wide counts
     * @description api_keys counts active keys (not revoked, not expired); api_keys_expiring_soon those of them that expire within 7 days. One database round trip.
     */
    get: operations['AdminStatsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/support/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All support tickets, most recently updated first */
    get: operations['AdminSupportController_list'];
    /** Set a ticket’s status (`open`, `answered`, `closed`) */
    put: operations['AdminSupportController_setStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/support/tickets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ticket with its messages */
    get: operations['AdminSupportController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/support/tickets/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reply as hub staff; the ticket becomes `answered` */
    post: operations['AdminSupportController_reply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List all templates (private and organization-owned included)
     * @description Paged like the catalog; ordered by name (case-insensitive), then id. Credentials are never returned.
     */
    get: operations['AdminTemplatesController_list'];
    /**
     * Update a template
     * @description Partial: `id` plus the fields to change; others keep their values. Bumps updated_at (catalog sync). A change to a deployable field publishes the next revision (with the release notes `changes` / `contains_security_updates`, which are a 400 on a write that publishes none).
     */
    put: operations['AdminTemplatesController_update'];
    /**
     * Create a template
     * @description Required: name, slug, category_id, image_name. A taken slug → 409. `registry_credentials` are encrypted at rest and never returned. A category_id or owner_org_id that does not exist → 400.
     */
    post: operations['AdminTemplatesController_create'];
    /**
     * Delete a template
     * @description `id` in the body or as `?id=`. Syncing instances get it in `removed`.
     */
    delete: operations['AdminTemplatesController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/templates/rollback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roll back to an earlier revision
     * @description Publishes a new revision whose deployable fields are exactly those of `to_revision` and yanks every revision after `to_revision` with the reason. `to_revision` not before the current one, or yanked → 409.
     */
    post: operations['AdminTemplatesController_rollback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/templates/yank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Yank a past revision
     * @description Marks the revision withdrawn: it stays readable by exact revision and cannot be pinned; fleets pinned to it see `required`. Yanking the current revision → 409 (roll back instead). A second yank keeps the first reason.
     */
    post: operations['AdminTemplatesController_yank'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List all users with their organization
     * @description Ordered by email.
     */
    get: operations['AdminUsersController_list'];
    /**
     * Change a user's hub role
     * @description Roles `user` | `admin` | `superadmin`. Only a superadmin grants or removes admin-level roles or changes a superadmin (else 403); nobody raises their own role (403); demoting the last superadmin → 409. HUB_SUPERADMIN_EMAILS makes a listed user superadmin again at their next request.
     */
    put: operations['AdminUsersController_setRole'];
    post?: never;
    /**
     * Delete a user
     * @description `id` in the body or as `?id=`. Their membership and personal access tokens go with them. Only a superadmin deletes an admin or superadmin (else 403); yourself → 403 (use the profile endpoint); the last superadmin, or the last admin of an organization with other members → 409. The last member of an organization takes the organization with them (keys, grants, subscription, tickets, DNS records; owned templates stay without an owner).
     */
    delete: operations['AdminUsersController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/users/{id}/identities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's identities at the provider, and how each was linked
     * @description Every (issuer, subject) that signs in as this account, oldest first: when and how it was linked (`provisioned`, `verified_email`, `administrator`, `migrated`), with the email its token carried then and its last use (docs/identity-providers.md). Admins and superadmins; unknown user → 404.
     */
    get: operations['AdminUsersController_identities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/users/identity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Link a user to another OpenID identity (issuer, subject)
     * @description For a person whose email the provider does not say is verified, after a 403 `identity_conflict` naming the identity (docs/identity-providers.md). Superadmins only (else 403). Another user already bound to that identity → 409; this user already bound to it → 200, nothing changed. The account (organization, role, tokens) then answers to that identity as well as to its others; the link is recorded (`GET …/{id}/identities`).
     */
    put: operations['AdminUsersController_relink'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the categories the caller can see, with its template counts */
    get: operations['CatalogController_categories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Catalog change events (Server-Sent Events)
     * @description A doorbell, not a copy of the catalog (docs/catalog-events.md): an event `change` whenever something the instance key's organization can see changed (then sync from `templates/updates`), `reset` when the `Last-Event-ID` cannot be resumed (sync from the feed). `id:` is the cursor to resume from; a comment line comes every 15 s. 503 with Retry-After when more fleets reconnect than the hub admits.
     */
    get: operations['CatalogEventsController_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the templates the caller can see
     * @description Ordered by name (case-insensitive), then id; with `search`, by relevance (docs/search.md); `sort` chooses. `facets` adds counts per category, tag, kind and GPU need; `did_you_mean` comes with a typo-corrected search. With an instance key, `fits=true` keeps only the templates that fit its last reported inventory and `include=fit` adds `fit` (a FitAnswer) to each item.
     */
    get: operations['CatalogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one template by slug
     * @description 404 when missing or not visible. A fetch with an instance key adds one to download_count.
     */
    get: operations['CatalogController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates/{slug}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changed between two revisions
     * @description The revisions in (from, to] with their notes, `contains_security_updates` over the range, the yanked ones, and a `diff` of the two snapshots (image reference, resources, env_schema names added, removed and newly required, ports and volume mounts added and removed). `to` defaults to the latest revision.
     */
    get: operations['CatalogController_changes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates/{slug}/fit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Will it run here? The template against this instance's last reported inventory
     * @description Rules in docs/api-decisions.md ("Will it run here?"). 404 when the template is missing or not visible, as get by slug. `revision` checks a published revision instead of the latest (what a fleet pinned to it deploys). Not a download.
     */
    get: operations['FitController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates/{slug}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a template's published revisions
     * @description Newest first, paged like the list. `yanked` is null or `{reason, at}`. 404 when the template is missing or not visible, exactly as for a fetch by slug.
     */
    get: operations['CatalogController_versions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates/{slug}/versions/{revision}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one revision of a template
     * @description The snapshot as a template object: the catalog fields as they are now, the deployable fields as published, and `yanked`. A yanked revision stays readable here. A fetch with an instance key adds one to download_count.
     */
    get: operations['CatalogController_version'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/templates/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Incremental sync
     * @description Templates changed since `since` (oldest first) and `removed`: templates deleted or no longer visible to the caller. Apply both and pass `checked_at` as the next `since`; a template may repeat (upsert). With `wait`, a long poll: the answer comes as soon as it holds something, or after `wait` seconds.
     */
    get: operations['CatalogController_updates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/trust/root': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest trust root (a DSSE envelope)
     * @description The envelope of the latest root version (docs/signing.md): payloadType `application/vnd.hub-catalog.root+json`. A fleet pins a root once, then follows rotations by fetching `root/{version + 1}` until 404. 404 `trust_root_not_found` when the hub has none.
     */
    get: operations['TrustController_latest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/trust/root/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One version of the trust root (a DSSE envelope)
     * @description Versions never change once published, so the answer may be cached for good. 404 `trust_root_not_found` for a version not (yet) published: a client catching up stops there.
     */
    get: operations['TrustController_version'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/catalog/trust/snapshot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed snapshot of the caller’s scope (a DSSE envelope)
     * @description A `hub-catalog/snapshot` document (docs/signing.md, "Snapshots") signed with the hub’s online key (the root’s `timestamp` role): every template the scope sees whose current revision carries an envelope (a publisher’s, or the hub’s own for console-made templates), with its revision, the `envelopeDigest` of that envelope and the digests of the signed withdrawals in force for it. The scope: anonymous → `public`; an instance key → `org:<its organization id>`; a dashboard user → their organization’s; a hub admin → `public`, or the one `?scope=` names (admins only: anyone else → 403). `version` only grows per scope; the same version is the same bytes on every replica; a new one is signed when the scope’s content changes or half the validity (`HUB_SNAPSHOT_VALIDITY_SECONDS`, at most the root’s maximum) has passed. 409 `trust_root_not_found` (no root), `online_key_missing` (no HUB_ONLINE_KEY_FILE), `online_key_not_trusted` (the current root does not list the online key under `timestamp`), `snapshot_too_large` (over the 4 MiB a fleet reads).
     */
    get: operations['TrustController_snapshot'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/credentials/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke leaked credentials (no authentication)
     * @description For secret scanners and anyone who finds a hub credential exposed. Every string that is a well-formed `svch_` or `svcp_` token with a valid checksum (docs/token-format.md) and matches an active credential is revoked; a key's or token's previous secret still in its grace window is ended instead. The owning organization is notified with the `source` text. Always 202 with the number of strings received, whether any matched or not. Strings with a bad checksum cost no database lookup. Limited to HUB_CREDENTIAL_REVOKE_RATE_LIMIT requests a minute per source address (default 10) → 429 with `Retry-After`.
     */
    post: operations['CredentialRevocationController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This instance's DNS record (404 when it has none) */
    get: operations['DnsController_get'];
    /**
     * Set this instance's record under HUB_DNS_ZONE
     * @description Replaces the record: an address not given is cleared, unless none is given; then the source address fills its family (X-Forwarded-For is honoured only from HUB_TRUSTED_PROXIES). Reserved hostnames and bad addresses: 400. A hostname held by another instance: 409.
     */
    put: operations['DnsController_put'];
    post?: never;
    /** Remove this instance's record; answers the removed record (404 when it had none) */
    delete: operations['DnsController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/instance-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This instance (its instance key), its organization and what it last reported */
    get: operations['InstanceInfoController_get'];
    /**
     * Report version, hostname, free-form metadata (≤ 16 KiB) and the cluster inventory (≤ 2,000 nodes)
     * @description Fields not sent keep their values; the answer is the updated instance. The body may reach 32 MiB (an inventory of 2,000 nodes with their labels); the hub's fit answers read the last inventory.
     */
    put: operations['InstanceInfoController_report'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's tickets, most recently updated first */
    get: operations['SupportController_list'];
    put?: never;
    /** Open a support ticket (its first message included) */
    post: operations['SupportController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support/tickets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ticket with its messages (another organization’s ticket: 404) */
    get: operations['SupportController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support/tickets/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a message; the ticket goes back to `open` */
    post: operations['SupportController_addMessage'];
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
    AccessTokenCreateDto: {
      /**
       * @description Days until the token expires; omitted = no expiry.
       * @example 90
       */
      expires_in_days?: number;
      /**
       * Format: uuid
       * @description The id of an instance key of the caller's organization.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      instance_id: string;
      /**
       * @description A label for the token, shown in the access tokens table; trimmed, not blank.
       * @example Claude Desktop (alice laptop)
       */
      name: string;
    };
    AccessTokenDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-06-12T09:26:53.000Z
       */
      expires_at: string | null;
      /**
       * Format: uuid
       * @example 3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23
       */
      id: string;
      /**
       * Format: uuid
       * @description The instance (instance key id) the token acts as.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      instance_id: string;
      /**
       * @description Name of that instance key.
       * @example production fleet
       */
      instance_name: string;
      /**
       * Format: date-time
       * @description May lag by up to 60 s.
       * @example 2026-03-15T16:04:11.000Z
       */
      last_used_at: string | null;
      /** @example Claude Desktop (alice laptop) */
      name: string;
      /**
       * Format: date-time
       * @description End of the grace window of the secret replaced by the last rotation (earlier when revoked or reported leaked); null when the last rotation had none.
       * @example 2026-03-15T17:00:00.000Z
       */
      previous_expires_at: string | null;
      /**
       * Format: date-time
       * @description Last use of that previous secret during its window. May lag by up to 60 s.
       * @example null
       */
      previous_last_used_at: string | null;
      /**
       * Format: date-time
       * @example null
       */
      revoked_at: string | null;
      /**
       * @example active
       * @enum {string}
       */
      status: 'active' | 'expired' | 'revoked';
      /**
       * @description The first 12 characters of the token.
       * @example svcp_4QmZ8kT
       */
      token_prefix: string;
      /**
       * @description The minter's email.
       * @example alice@example.com
       */
      user_email: string | null;
      /**
       * Format: uuid
       * @description The minter.
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      user_id: string;
    };
    AccessTokenListResponseDto: {
      accessTokens: components['schemas']['AccessTokenDto'][];
    };
    AccessTokenResponseDto: {
      accessToken: components['schemas']['AccessTokenDto'];
    };
    AccessTokenRevokeDto: {
      /**
       * Format: uuid
       * @description The token id (or pass `?id=`).
       * @example 3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23
       */
      id?: string;
    };
    AccessTokenRotateDto: {
      /**
       * @description Days from now until the token expires. Omitted: the token keeps its expiry as it was. `null`: the token never expires (the explicit way to remove an expiry). An expired token can only be rotated with one of these.
       * @example 90
       */
      expires_in_days?: number | null;
      /**
       * @description Keep the previous secret working for this many seconds (1 to 7 days, never past the token's expiry). Omitted: the previous secret is refused at once. Either way a secret kept by an earlier rotation ends now.
       * @example 3600
       */
      grace_seconds?: number;
      /**
       * Format: uuid
       * @example 3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23
       */
      id: string;
    };
    AccessTokenSecretDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @example 2026-06-12T09:26:53.000Z
       */
      expires_at: string | null;
      /**
       * Format: uuid
       * @example 3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23
       */
      id: string;
      /**
       * Format: uuid
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      instance_id: string;
      /** @example Claude Desktop (alice laptop) */
      name: string;
      /**
       * Format: date-time
       * @description Rotation answers only: with `grace_seconds`, until when the previous secret is still accepted; otherwise null.
       * @example null
       */
      previous_expires_at?: string | null;
      /**
       * @description The full `svcp_` token; shown only in this response.
       * @example svcp_4QmZ8kTr7VwXc2NfLp9HsJd3GbYq6AeUt1KoMz5RyWn3qJffz
       */
      token: string;
      /** @example svcp_4QmZ8kT */
      token_prefix: string;
    };
    AccessTokenSecretResponseDto: {
      accessToken: components['schemas']['AccessTokenSecretDto'];
    };
    AddonAuditBatchDto: {
      events: components['schemas']['AddonAuditEventInputDto'][];
    };
    AddonAuditBatchResultDto: {
      /**
       * @description Events stored by this request.
       * @example 48
       */
      accepted: number;
      /**
       * @description Events already stored (earlier or in this batch), ignored.
       * @example 2
       */
      duplicates: number;
    };
    AddonAuditEventDto: {
      /** @example snapshot.create */
      action: string;
      /** @example alice@example.com */
      actor: string | null;
      /** @example backup */
      addon: string;
      /**
       * Format: uuid
       * @description The client event id.
       * @example d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70
       */
      id: string;
      /**
       * Format: uuid
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      instance_id: string;
      /**
       * @example {
       *       "size_bytes": 53687091200,
       *       "snapshot_id": "snap-20260314-0920"
       *     }
       */
      metadata: {
        [key: string]: unknown;
      } | null;
      /**
       * Format: date-time
       * @example 2026-03-14T09:20:00.000Z
       */
      occurred_at: string;
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      org_id: string;
      /** @example success */
      outcome: string | null;
      /**
       * Format: date-time
       * @example 2026-03-14T09:21:05.000Z
       */
      received_at: string;
      /** @example pvc/model-cache */
      target: string | null;
    };
    AddonAuditEventInputDto: {
      /** @example snapshot.create */
      action: string;
      /** @example alice@example.com */
      actor?: string;
      /** @example backup */
      addon: string;
      /**
       * Format: uuid
       * @description Client event id: unique per instance; a repeat is stored once.
       * @example d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70
       */
      id: string;
      /**
       * @example {
       *       "size_bytes": 53687091200,
       *       "snapshot_id": "snap-20260314-0920"
       *     }
       */
      metadata?: {
        [key: string]: unknown;
      };
      /**
       * Format: date-time
       * @example 2026-03-14T09:20:00.000Z
       */
      occurred_at: string;
      /** @example success */
      outcome?: string;
      /** @example pvc/model-cache */
      target?: string;
    };
    AddonAuditListResponseDto: {
      /** @description Oldest first (occurred_at, then id). */
      events: components['schemas']['AddonAuditEventDto'][];
      pagination: components['schemas']['PaginationDto'];
    };
    AdminApiKeyDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @description When the current secret expires; null = never.
       * @example 2026-04-05T10:00:00.000Z
       */
      expires_at: string | null;
      /**
       * Format: uuid
       * @description The instance id; survives re-issue.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id: string;
      /**
       * @description The first 12 characters of the key.
       * @example svch_0a1B2c3
       */
      key_prefix: string;
      /**
       * Format: date-time
       * @description Last use of the current secret. May lag by up to 60 s.
       * @example 2026-01-06T08:30:00.000Z
       */
      last_used_at: string | null;
      /** @example production fleet */
      name: string;
      organization: components['schemas']['ApiKeyOrganizationDto'];
      /**
       * Format: date-time
       * @description End of the grace window of the secret replaced by the last re-issue (accepted until then); earlier than planned when the key was revoked or the previous secret reported leaked. Null when the last re-issue had no grace window.
       * @example 2026-01-07T10:00:00.000Z
       */
      previous_expires_at: string | null;
      /**
       * Format: date-time
       * @description Last use of that previous secret during its window (null: not used since the re-issue, so the fleet has switched). May lag by up to 60 s.
       * @example 2026-01-06T09:00:00.000Z
       */
      previous_last_used_at: string | null;
      /**
       * Format: date-time
       * @example null
       */
      revoked_at: string | null;
      /**
       * @description `expired`: the current secret is past `expires_at` (re-issue to recover the instance).
       * @example active
       * @enum {string}
       */
      status: 'active' | 'expired' | 'revoked';
    };
    AdminApiKeyListResponseDto: {
      apiKeys: components['schemas']['AdminApiKeyDto'][];
    };
    AdminApiKeyResponseDto: {
      apiKey: components['schemas']['AdminApiKeyDto'];
    };
    AdminAuditEventDto: {
      /** @example catalog.apply */
      action: string;
      /** @example ana@example.com */
      actor_email: string | null;
      /**
       * Format: uuid
       * @description The user’s id (the user may have been deleted since).
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      actor_id: string | null;
      /** @example Ana */
      actor_name: string;
      /**
       * @description Their role at the time.
       * @example admin
       * @enum {string}
       */
      actor_role: 'user' | 'admin' | 'superadmin';
      /** @example 2026-11-28T14:00:00.000Z */
      at: string;
      /**
       * @description What the write noted (a catalog apply: its summary); never a secret.
       * @example {
       *       "create": 12,
       *       "delete": 0,
       *       "update": 3
       *     }
       */
      details: {
        [key: string]: unknown;
      };
      /**
       * Format: uuid
       * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
       */
      id: string;
      /**
       * @description The request id (X-Request-Id) of the write.
       * @example b7c3e2a0-5f1d-4c8e-9a6b-2d4f8e1c3a5b
       */
      request_id: string | null;
      /**
       * @description What the write was about.
       * @example linuxserver
       */
      target: string | null;
    };
    AdminAuditEventListDto: {
      /** @description Newest first. */
      events: components['schemas']['AdminAuditEventDto'][];
    };
    AdminCategoryDto: {
      /**
       * @description Access grants on the category.
       * @example 3
       */
      access_count: number;
      /**
       * Format: date-time
       * @example 2026-01-01T09:00:00.000Z
       */
      created_at: string;
      /** @example Large language models. */
      description: string;
      /** @example cpu */
      icon: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id: string;
      /** @example false */
      is_private: boolean;
      /** @example LLM Inference */
      name: string;
      /** @example llm-inference */
      slug: string;
      /** @example 10 */
      sort_order: number;
      /**
       * @description All templates in the category.
       * @example 12
       */
      template_count: number;
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      updated_at: string;
    };
    AdminCategoryListResponseDto: {
      categories: components['schemas']['AdminCategoryDto'][];
    };
    AdminCategoryResponseDto: {
      category: components['schemas']['AdminCategoryDto'];
    };
    AdminOrganizationDto: {
      /**
       * @description Active keys.
       * @example 2
       */
      api_key_count: number;
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      id: string;
      /** @example 3 */
      member_count: number;
      /** @example Acme Robotics */
      name: string;
      /** @example acme-robotics */
      slug: string;
      /**
       * @example active
       * @enum {string}
       */
      status: 'active' | 'suspended';
      /**
       * @example free
       * @enum {string}
       */
      tier: 'free' | 'pro' | 'enterprise';
      /**
       * Format: date-time
       * @example 2026-01-06T10:00:00.000Z
       */
      updated_at: string;
    };
    AdminOrganizationListResponseDto: {
      organizations: components['schemas']['AdminOrganizationDto'][];
    };
    AdminOrganizationResponseDto: {
      organization: components['schemas']['AdminOrganizationDto'];
    };
    AdminOrganizationUpdateDto: {
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      id: string;
      /**
       * @description Suspended: the organization's keys get 403.
       * @example suspended
       * @enum {string}
       */
      status?: 'active' | 'suspended';
      /**
       * @example pro
       * @enum {string}
       */
      tier?: 'free' | 'pro' | 'enterprise';
    };
    AdminTemplateDto: {
      /** @example cpu */
      category_icon: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /** @example LLM Inference */
      category_name: string;
      /** @example llm-inference */
      category_slug: string;
      /**
       * @example [
       *       "python3",
       *       "-m",
       *       "vllm.entrypoints.openai.api_server"
       *     ]
       */
      command: string[];
      /** @example 1 */
      concurrent_jobs: number;
      /** @example 4 */
      cpu_request: string;
      /**
       * Format: date-time
       * @example 2026-01-01T09:00:00.000Z
       */
      created_at: string;
      /** @description Deprecated templates stay listed and say so. */
      deprecated: components['schemas']['DeprecationDto'] | null;
      /** @example Serves Llama 3.1 8B Instruct behind an OpenAI-compatible API with vLLM. */
      description: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Serves Llama 3.1 8B Instruct on port 8000; call `/v1/chat/completions`.
       */
      documentation: string;
      /**
       * @description Fetches by slug with an instance key.
       * @example 1284
       */
      download_count: number;
      env: components['schemas']['EnvVarDto'][];
      env_schema: components['schemas']['EnvSchemaDto'][];
      /** @example 1 */
      gpu_count: number;
      /** @example https://cdn.example.com/icons/vllm.svg */
      icon_url: string | null;
      /**
       * Format: uuid
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f */
      image_digest: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @description `[registry/]name[:tag][@digest]`.
       * @example vllm/vllm-openai:v0.6.3@sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_ref: string;
      /** @example v0.6.3 */
      image_tag: string;
      /** @example true */
      is_featured: boolean;
      /** @example true */
      is_public: boolean;
      /** @example app */
      kind: string;
      /**
       * @description Who manages it: `console` (made in the console or the admin API, or by a catalog document without a source) or a source’s name (a catalog document’s `source`, an import’s collection). Another manager’s catalog apply leaves it alone unless it takes it over (docs/catalog-as-code.md).
       * @example console
       */
      manager: string;
      /** @example 16Gi */
      memory_request: string;
      /**
       * @example free
       * @enum {string}
       */
      min_tier: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector: {
        [key: string]: string;
      };
      /**
       * Format: uuid
       * @example null
       */
      owner_org_id: string | null;
      ports: components['schemas']['PortDto'][];
      /**
       * @description The publisher managing it (its trust root name; docs/signing.md), or null. A publisher-managed template changes what fleets deploy only through an apply its publisher signed: other writes that would publish a revision (this API, the console, an unsigned or other publisher’s apply) → 409 `publisher_managed`.
       * @example null
       */
      publisher: string | null;
      /**
       * @description Whether registry credentials are stored (they are never returned).
       * @example true
       */
      registry_credentials_set: boolean;
      /** @example registry.example.com */
      registry_url: string | null;
      /**
       * @example [
       *       "public"
       *     ]
       */
      required_network_types: string[];
      /**
       * @description The published revision these deployable fields belong to.
       * @example 3
       */
      revision: number;
      /**
       * @example [
       *       "hf-token"
       *     ]
       */
      secret_refs: string[];
      /** @description The current revision’s publisher envelope, as accepted; null: unsigned. */
      signature: components['schemas']['EnvelopeDto'] | null;
      /** @example vllm-llama-3-1-8b */
      slug: string;
      /**
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags: string[];
      tolerations: components['schemas']['AdminTolerationDto'][];
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      updated_at: string;
      /** @example 0.6.3 */
      version: string;
      volume_mounts: components['schemas']['VolumeMountDto'][];
      /** @example 24Gi */
      vram_request: string;
    };
    AdminTemplateListResponseDto: {
      pagination: components['schemas']['PaginationDto'];
      templates: components['schemas']['AdminTemplateDto'][];
    };
    AdminTemplateResponseDto: {
      template: components['schemas']['AdminTemplateDto'];
    };
    AdminTicketDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @example b8d4e2f1-6a3c-4f9e-8b7d-1c2e3f4a5b6c
       */
      id: string;
      /**
       * Format: uuid
       * @description The instance that opened it.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      instance_id: string | null;
      /** @example 2 */
      message_count: number;
      /** @description Oldest first; in single-ticket answers only. */
      messages?: components['schemas']['TicketMessageDto'][];
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      org_id: string;
      /** @example Acme Robotics */
      org_name: string;
      /** @example acme-robotics */
      org_slug: string;
      /**
       * @example high
       * @enum {string}
       */
      severity: 'low' | 'normal' | 'high' | 'urgent';
      /**
       * @description `open` → `answered` → `closed`.
       * @example answered
       * @enum {string}
       */
      status: 'open' | 'answered' | 'closed';
      /** @example vLLM deployment stuck in Pending after fleet upgrade */
      subject: string;
      /**
       * Format: date-time
       * @example 2026-03-14T11:02:40.000Z
       */
      updated_at: string;
    };
    AdminTicketListResponseDto: {
      tickets: components['schemas']['AdminTicketDto'][];
    };
    AdminTicketResponseDto: {
      ticket: components['schemas']['AdminTicketDto'];
    };
    AdminTolerationDto: {
      /** @example NoSchedule */
      effect?: string;
      /** @example nvidia.com/gpu */
      key?: string;
      /** @example Exists */
      operator?: string;
      /** @example 300 */
      tolerationSeconds?: number;
      /** @example  */
      value?: string;
    };
    AdminUserDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /** @example alice@example.com */
      email: string | null;
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example Alice Anders */
      name: string;
      /** @description The organization and the role in it, or null. */
      organization: components['schemas']['ProfileOrganizationDto'] | null;
      /**
       * @example user
       * @enum {string}
       */
      role: 'user' | 'admin' | 'superadmin';
    };
    AdminUserIdentityDto: {
      /**
       * Format: date-time
       * @description When it was linked.
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description The email the token carried when the identity was linked (ASCII-folded); null for a superadmin's link.
       * @example alice@example.com
       */
      email: string | null;
      /**
       * @description `provisioned`: its first sign-in made the account; `verified_email`: linked at its first sign-in to the account holding its verified email; `administrator`: linked by a superadmin (`linked_by`); `migrated`: the account's identity before identities had a table of their own.
       * @example verified_email
       * @enum {string}
       */
      how: 'provisioned' | 'verified_email' | 'administrator' | 'migrated';
      /**
       * Format: uuid
       * @example 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
       */
      id: string;
      /**
       * @description The token's `iss`.
       * @example https://login.example.com/realms/main
       */
      issuer: string;
      /**
       * Format: date-time
       * @description The last request made with it (may lag by a minute).
       * @example 2026-01-06T08:30:00.000Z
       */
      last_seen_at: string | null;
      /**
       * Format: uuid
       * @description The superadmin who linked it (`how` = `administrator`), while that account exists.
       * @example null
       */
      linked_by: string | null;
      /**
       * @description The token's `sub` at that issuer.
       * @example 248289761001
       */
      subject: string;
    };
    AdminUserIdentityListResponseDto: {
      identities: components['schemas']['AdminUserIdentityDto'][];
    };
    AdminUserListResponseDto: {
      users: components['schemas']['AdminUserDto'][];
    };
    AdminUserResponseDto: {
      user: components['schemas']['AdminUserDto'];
    };
    ApiKeyCreateDto: {
      /**
       * @description Days until the key expires (then 401 `token_expired`); omitted = no expiry.
       * @example 90
       */
      expires_in_days?: number;
      /**
       * @description A label for the instance that will use the key.
       * @example production fleet
       */
      name: string;
    };
    ApiKeyDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @description When the current secret expires; null = never.
       * @example 2026-04-05T10:00:00.000Z
       */
      expires_at: string | null;
      /**
       * Format: uuid
       * @description The instance id; survives re-issue.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id: string;
      /**
       * @description The first 12 characters of the key.
       * @example svch_0a1B2c3
       */
      key_prefix: string;
      /**
       * Format: date-time
       * @description Last use of the current secret. May lag by up to 60 s.
       * @example 2026-01-06T08:30:00.000Z
       */
      last_used_at: string | null;
      /** @example production fleet */
      name: string;
      /**
       * Format: date-time
       * @description End of the grace window of the secret replaced by the last re-issue (accepted until then); earlier than planned when the key was revoked or the previous secret reported leaked. Null when the last re-issue had no grace window.
       * @example 2026-01-07T10:00:00.000Z
       */
      previous_expires_at: string | null;
      /**
       * Format: date-time
       * @description Last use of that previous secret during its window (null: not used since the re-issue, so the fleet has switched). May lag by up to 60 s.
       * @example 2026-01-06T09:00:00.000Z
       */
      previous_last_used_at: string | null;
      /**
       * Format: date-time
       * @example null
       */
      revoked_at: string | null;
      /**
       * @description `expired`: the current secret is past `expires_at` (re-issue to recover the instance).
       * @example active
       * @enum {string}
       */
      status: 'active' | 'expired' | 'revoked';
    };
    ApiKeyIdOptionalDto: {
      /**
       * Format: uuid
       * @description The key id; may also be given as `?id=`.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id?: string;
    };
    ApiKeyListResponseDto: {
      apiKeys: components['schemas']['ApiKeyDto'][];
    };
    ApiKeyOrganizationDto: {
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      id: string;
      /** @example Acme Robotics */
      name: string;
      /** @example acme-robotics */
      slug: string;
    };
    ApiKeyReissueDto: {
      /**
       * @description Days until the new secret expires. Omitted: the key keeps its expiry as it was (a key whose expiry has passed needs a new one: 400). `null`: the new secret never expires (the explicit way to remove an expiry).
       * @example 90
       */
      expires_in_days?: number | null;
      /**
       * @description Keep the previous secret working for this many seconds (1 to 7 days, never past its own expiry), so a running fleet can switch without downtime. Omitted: the previous secret is refused at once. Either way a secret kept by an earlier re-issue ends now.
       * @example 86400
       */
      grace_seconds?: number;
      /**
       * Format: uuid
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id: string;
    };
    ApiKeyResponseDto: {
      apiKey: components['schemas']['ApiKeyDto'];
    };
    ApiKeySecretDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: date-time
       * @description null = never.
       * @example null
       */
      expires_at: string | null;
      /**
       * Format: uuid
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id: string;
      /**
       * @description The full key. Shown only in this response; only a hash is stored.
       * @example svch_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X
       */
      key: string;
      /** @example svch_0a1B2c3 */
      key_prefix: string;
      /** @example production fleet */
      name: string;
      /**
       * Format: date-time
       * @description Re-issue answers only: with `grace_seconds`, until when the previous secret is still accepted; otherwise null.
       * @example 2026-01-07T10:00:00.000Z
       */
      previous_expires_at?: string | null;
      /**
       * @example active
       * @enum {string}
       */
      status: 'active';
    };
    ApiKeySecretResponseDto: {
      apiKey: components['schemas']['ApiKeySecretDto'];
    };
    CatalogApplyDto: {
      /**
       * @description false when nothing changed (nothing was written).
       * @example true
       */
      applied: boolean;
      categories: components['schemas']['CatalogPlanEntryDto'][];
      /**
       * @description The state of the document’s scope the plan was computed on (send it as If-Match to apply).
       * @example "5d41402abc4b2a76b9719d911017c592"
       */
      etag: string;
      /**
       * @description The state of the scope after the apply.
       * @example "Xk2ZOBrQyJ0yYxRkfb3lL1A8mFhTqV0s"
       */
      etag_after: string;
      /** @example false */
      force: boolean;
      /**
       * @description null: hub-owned templates.
       * @example null
       */
      owner_org_slug: string | null;
      /** @example false */
      prune: boolean;
      /** @description Non-empty: apply would be refused (400) and write nothing. */
      refusals: components['schemas']['CatalogRefusalDto'][];
      /**
       * @description The document’s manager: its `source`, or `console`.
       * @example console
       */
      source: string;
      summary: components['schemas']['CatalogPlanSummaryDto'];
      /**
       * @description Whether conflicts are taken over (`take_over=true`).
       * @example false
       */
      take_over: boolean;
      templates: components['schemas']['CatalogPlanEntryDto'][];
    };
    CatalogCategoryDto: {
      /** @example OpenAI-compatible servers and runtimes for serving large language models. */
      description: string;
      /** @example cpu */
      icon: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id: string;
      /** @example false */
      is_private: boolean;
      /** @example LLM Inference */
      name: string;
      /** @example llm-inference */
      slug: string;
      /** @example 10 */
      sort_order: number;
      /**
       * @description Templates in this category the caller can see.
       * @example 8
       */
      template_count: number;
    };
    CatalogDocumentDto: {
      /**
       * @example hub.catalog/v1
       * @enum {string}
       */
      apiVersion: 'hub.catalog/v1';
      categories: components['schemas']['CategoryCreateDto'][];
      /**
       * @example Catalog
       * @enum {string}
       */
      kind: 'Catalog';
      /**
       * @description Absent: the document holds the hub-owned templates. Set: the templates this organization owns.
       * @example demo-org
       */
      owner_org_slug?: string;
      /**
       * @description Publisher signatures (docs/signing.md; `hub-catalog apply --sign-with` adds them): one DSSE revision envelope per revision the apply publishes, signed by a publisher key the trust root allows for the template, covering exactly the deployable content applied. Not part of what plan compares or export writes.
       * @example []
       */
      signatures?: {
        [key: string]: unknown;
      }[];
      /**
       * @description The manager of the templates (docs/catalog-as-code.md, "Ownership"): a source’s name, e.g. the collection an import came from. Absent: `console`, the manager of what is made in the console.
       * @example linuxserver
       */
      source?: string;
      templates: components['schemas']['CatalogTemplateEntryDto'][];
    };
    CatalogFieldChangeDto: {
      /** @example image_tag */
      field: string;
      /**
       * @description The document’s value (any JSON).
       * @example v0.7.0
       */
      new: (string | null) | number | boolean | Record<string, never> | unknown[];
      /**
       * @description The stored value (any JSON).
       * @example v0.6.3
       */
      old: (string | null) | number | boolean | Record<string, never> | unknown[];
    };
    CatalogImportCategoryDto: {
      /**
       * @description true: an existing category of the hub; false: a new one.
       * @example true
       */
      existing: boolean;
      /** @example Databases */
      name: string;
      /**
       * @description The category of the document or of the hub.
       * @example databases
       */
      slug: string;
      /**
       * @description The category as the source names it.
       * @example database
       */
      source: string;
    };
    CatalogImportReportEntryDto: {
      /** @example webserver */
      category_slug?: string;
      /**
       * @description Source fields whose meaning is not carried over, each with why (partial).
       * @example [
       *       "privileged (privileged mode)"
       *     ]
       */
      dropped?: string[];
      /**
       * @description Host-side details and store presentation with no counterpart in a template.
       * @example [
       *       "ports.0 (the host port)"
       *     ]
       */
      ignored?: string[];
      /**
       * @description Position of the entry in the source.
       * @example 3
       */
      index: number;
      /**
       * @example [
       *       "slug nginx was taken; renamed nginx-2"
       *     ]
       */
      notes?: string[];
      /**
       * @description Why nothing was produced (skipped).
       * @example a Compose stack (type 3): a hub template runs one container
       */
      reason?: string;
      /**
       * @description The template produced (mapped, partial).
       * @example nginx
       */
      slug?: string;
      /**
       * @description Portainer title, CasaOS app folder or project name.
       * @example Nginx
       */
      source: string;
      /**
       * @example partial
       * @enum {string}
       */
      status: 'mapped' | 'partial' | 'skipped';
    };
    CatalogImportResponseDto: {
      /**
       * @description Whether slugs the hub holds were adopted rather than renamed.
       * @example false
       */
      adopt: boolean;
      /** @description How each source category was mapped. */
      categories: components['schemas']['CatalogImportCategoryDto'][];
      document: components['schemas']['ImportedCatalogDocumentDto'];
      /** @description One entry per source entry, in source order. */
      report: components['schemas']['CatalogImportReportEntryDto'][];
      /**
       * @description The document’s source (its templates’ manager).
       * @example linuxserver
       */
      source: string;
    };
    CatalogPlanDto: {
      categories: components['schemas']['CatalogPlanEntryDto'][];
      /**
       * @description The state of the document’s scope the plan was computed on (send it as If-Match to apply).
       * @example "5d41402abc4b2a76b9719d911017c592"
       */
      etag: string;
      /** @example false */
      force: boolean;
      /**
       * @description null: hub-owned templates.
       * @example null
       */
      owner_org_slug: string | null;
      /** @example false */
      prune: boolean;
      /** @description Non-empty: apply would be refused (400) and write nothing. */
      refusals: components['schemas']['CatalogRefusalDto'][];
      /**
       * @description The document’s manager: its `source`, or `console`.
       * @example console
       */
      source: string;
      summary: components['schemas']['CatalogPlanSummaryDto'];
      /**
       * @description Whether conflicts are taken over (`take_over=true`).
       * @example false
       */
      take_over: boolean;
      templates: components['schemas']['CatalogPlanEntryDto'][];
    };
    CatalogPlanEntryDto: {
      /**
       * @description `conflict`: another manager (`manager`) manages this template; apply leaves it unless `take_over=true`.
       * @example update
       * @enum {string}
       */
      action: 'create' | 'update' | 'unchanged' | 'delete' | 'conflict';
      /** @description update: the fields that change. */
      changes?: components['schemas']['CatalogFieldChangeDto'][];
      /**
       * @description Index in the document; null for a pruned entry.
       * @example 0
       */
      index: number | null;
      /**
       * @description A template another manager manages (conflict, or an update that takes it over): that manager.
       * @example linuxserver
       */
      manager?: string;
      /**
       * @description Why an entry the document leaves out is kept.
       * @example left out of the document; templates still use it
       */
      note?: string;
      /**
       * @description delete of a template: `deprecate` (the default) keeps it for pinned fleets; `delete` (force).
       * @example deprecate
       * @enum {string}
       */
      prune?: 'deprecate' | 'delete';
      /**
       * @description A publisher-managed template (docs/signing.md): the publisher, by its trust root name. Only an apply that publisher signed may publish a revision of it (else 409 `publisher_managed`).
       * @example acme
       */
      publisher?: string;
      /**
       * @description update of a template: whether it publishes a new revision.
       * @example true
       */
      publishes_revision?: boolean;
      /**
       * @description create, or an update that publishes: the revision number it publishes (what `--sign-with` signs, with the document’s deployable fields; apply with the plan’s etag as If-Match so the number still holds).
       * @example 4
       */
      revision?: number;
      /** @example vllm */
      slug: string;
      /**
       * @description update with `take_over=true`: the manager it is taken from (the takeover is recorded).
       * @example console
       */
      takes_over_from?: string;
    };
    CatalogPlanSummaryDto: {
      /**
       * @description Templates another manager manages (left alone without take_over).
       * @example 0
       */
      conflict: number;
      /** @example 2 */
      create: number;
      /** @example 0 */
      delete: number;
      /** @example 0 */
      refused: number;
      /** @example 40 */
      unchanged: number;
      /** @example 1 */
      update: number;
    };
    CatalogRefusalDto: {
      /**
       * @example template
       * @enum {string}
       */
      entry: 'category' | 'template' | 'document';
      /** @example image_digest */
      field: string;
      /** @example 3 */
      index: number | null;
      /** @example image_digest is required to publish a revision (HUB_REQUIRE_IMAGE_DIGEST=true) */
      message: string;
      /** @example vllm */
      slug: string | null;
    };
    CatalogTakeoverDto: {
      /** @example console */
      from_manager: string;
      /**
       * Format: uuid
       * @example 5b0e2f6c-3d1a-4c4e-9f1e-2a7d7c1b9e11
       */
      id: string;
      /**
       * Format: date-time
       * @example 2026-11-28T10:00:00.000Z
       */
      taken_at: string;
      /**
       * Format: uuid
       * @description The admin user whose apply took it over.
       * @example 00000000-0000-4000-8000-000000000001
       */
      taken_by: string | null;
      /** @example admin@example.com */
      taken_by_email: string | null;
      /**
       * Format: uuid
       * @description The template (its id stays after it is deleted; the slug says which it was).
       * @example 0d9c3f1e-8a2b-4f57-b1f4-6e2c9a7d3b20
       */
      template_id: string | null;
      /** @example code-server */
      template_slug: string;
      /** @example linuxserver */
      to_manager: string;
    };
    CatalogTakeoversDto: {
      /** @description Newest first, at most 500. */
      takeovers: components['schemas']['CatalogTakeoverDto'][];
    };
    CatalogTemplateDto: {
      /** @example cpu */
      category_icon: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /** @example LLM Inference */
      category_name: string;
      /** @example llm-inference */
      category_slug: string;
      /** @example 1 */
      concurrent_jobs: number;
      /** @example 4 */
      cpu_request: string;
      /** @description Deprecated templates stay listed and say so. */
      deprecated: components['schemas']['DeprecationDto'] | null;
      /** @example Serves Llama 3.1 8B Instruct behind an OpenAI-compatible API with vLLM. */
      description: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Serves Llama 3.1 8B Instruct on port 8000; call `/v1/chat/completions`.
       */
      documentation: string;
      /**
       * @description Fetches by slug with an instance key.
       * @example 1284
       */
      download_count: number;
      env: components['schemas']['EnvVarDto'][];
      env_schema: components['schemas']['EnvSchemaDto'][];
      /** @example 1 */
      gpu_count: number;
      /**
       * Format: uuid
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f */
      image_digest: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @description `[registry/]name[:tag][@digest]`.
       * @example vllm/vllm-openai:v0.6.3@sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_ref: string;
      /** @example v0.6.3 */
      image_tag: string;
      /** @example true */
      is_featured: boolean;
      /** @example true */
      is_public: boolean;
      /** @example app */
      kind: string;
      /** @example 16Gi */
      memory_request: string;
      /**
       * @example free
       * @enum {string}
       */
      min_tier: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector: {
        [key: string]: string;
      };
      ports: components['schemas']['PortDto'][];
      /**
       * @example [
       *       "public"
       *     ]
       */
      required_network_types: string[];
      /**
       * @description The published revision these deployable fields belong to.
       * @example 3
       */
      revision: number;
      /** @example vllm-llama-3-1-8b */
      slug: string;
      /**
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags: string[];
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      updated_at: string;
      /** @example 0.6.3 */
      version: string;
      volume_mounts: components['schemas']['VolumeMountDto'][];
      /** @example 24Gi */
      vram_request: string;
    };
    CatalogTemplateEntryDto: {
      /**
       * @description The category, by slug.
       * @example llm-inference
       */
      category_slug: string;
      /** @description Release notes of the revision this write publishes; on a write that publishes none → 400. */
      changes?: components['schemas']['ReleaseChangeInputDto'][];
      /**
       * @example [
       *       "python3",
       *       "-m",
       *       "vllm.entrypoints.openai.api_server"
       *     ]
       */
      command?: string[];
      /**
       * @default 1
       * @example 4
       */
      concurrent_jobs?: number;
      /**
       * @description Also true when any change has kind `security`. On a write that publishes no revision → 400.
       * @example false
       */
      contains_security_updates?: boolean;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 4
       */
      cpu_request?: string;
      /** @description A catalog field: deprecated templates stay listed and say so. null clears it. */
      deprecated?: components['schemas']['DeprecationInputDto'] | null;
      /** @example Serves a Llama 3.1 model behind an OpenAI-compatible API. */
      description?: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Start it, then call `/v1/chat/completions`.
       */
      documentation?: string;
      /**
       * @example [
       *       {
       *         "name": "MODEL_ID",
       *         "value": "meta-llama/Llama-3.1-8B-Instruct"
       *       }
       *     ]
       */
      env?: components['schemas']['EnvVarInputDto'][];
      /**
       * @example [
       *       {
       *         "default_value": "",
       *         "description": "Hugging Face token",
       *         "name": "HF_TOKEN",
       *         "required": true
       *       }
       *     ]
       */
      env_schema?: components['schemas']['EnvSchemaInputDto'][];
      /**
       * @default 0
       * @example 1
       */
      gpu_count?: number;
      /**
       * @description An http(s) URL; null clears it.
       * @example https://cdn.example.com/icons/vllm.svg
       */
      icon_url?: string | null;
      /**
       * @description The image manifest digest; null clears it. Required to publish with HUB_REQUIRE_IMAGE_DIGEST=true.
       * @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_digest?: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @default latest
       * @example v0.6.3
       */
      image_tag?: string;
      /**
       * @default false
       * @example false
       */
      is_featured?: boolean;
      /**
       * @default true
       * @example true
       */
      is_public?: boolean;
      /**
       * @default app
       * @example app
       */
      kind?: string;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 16Gi
       */
      memory_request?: string;
      /**
       * @description Informational.
       * @default free
       * @example pro
       * @enum {string}
       */
      min_tier?: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @description Kubernetes label keys to label values.
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector?: {
        [key: string]: string;
      };
      /**
       * @example [
       *       {
       *         "containerPort": 8000,
       *         "protocol": "TCP"
       *       }
       *     ]
       */
      ports?: components['schemas']['PortInputDto'][];
      /** @description Write-only (AES-256-GCM at rest). Reads show `registry_credentials_set`. null clears them. */
      registry_credentials?: components['schemas']['RegistryCredentialsDto'] | null;
      /**
       * @description null clears it.
       * @example registry.example.com
       */
      registry_url?: string | null;
      /**
       * @example [
       *       "public",
       *       "mesh"
       *     ]
       */
      required_network_types?: string[];
      /**
       * @description Names of secrets the instance provides.
       * @example [
       *       "hf-token"
       *     ]
       */
      secret_refs?: string[];
      /**
       * @description Unique; a taken slug → 409. `updates` is reserved (400).
       * @example vllm-llama-3-1-8b
       */
      slug: string;
      /**
       * @description This template’s manager when it is not the document’s `source` (export writes it so).
       * @example linuxserver
       */
      source?: string;
      /**
       * @description Stored lowercase, duplicates dropped.
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags?: string[];
      /**
       * @example [
       *       {
       *         "effect": "NoSchedule",
       *         "key": "nvidia.com/gpu",
       *         "operator": "Exists"
       *       }
       *     ]
       */
      tolerations?: components['schemas']['TolerationInputDto'][];
      /** @example 0.6.3 */
      version?: string;
      /**
       * @example [
       *       {
       *         "mountPath": "/root/.cache/huggingface",
       *         "name": "model-cache"
       *       }
       *     ]
       */
      volume_mounts?: components['schemas']['VolumeMountInputDto'][];
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 24Gi
       */
      vram_request?: string;
    };
    CategoryCreateDto: {
      /** @example Large language models and their serving stacks. */
      description?: string;
      /**
       * @description An icon name or URL, shown by dashboards.
       * @example cpu
       */
      icon?: string;
      /**
       * @description true: visible only to organizations with a grant.
       * @default false
       * @example false
       */
      is_private?: boolean;
      /** @example LLM Inference */
      name: string;
      /**
       * @description Unique; a taken slug → 409.
       * @example llm-inference
       */
      slug: string;
      /**
       * @default 0
       * @example 10
       */
      sort_order?: number;
    };
    CategoryFacetDto: {
      /** @example 12 */
      count: number;
      /** @example LLM inference */
      name: string;
      /** @example llm-inference */
      slug: string;
    };
    CategoryIdOptionalDto: {
      /**
       * Format: uuid
       * @description May also be given as `?id=`.
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id?: string;
    };
    CategoryListResponseDto: {
      categories: components['schemas']['CatalogCategoryDto'][];
    };
    CategoryUpdateDto: {
      /** @example Large language models and their serving stacks. */
      description?: string;
      /**
       * @description An icon name or URL, shown by dashboards.
       * @example cpu
       */
      icon?: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id: string;
      /**
       * @description true: visible only to organizations with a grant.
       * @default false
       * @example false
       */
      is_private?: boolean;
      /** @example LLM Inference */
      name?: string;
      /** @example llm-inference */
      slug?: string;
      /**
       * @default 0
       * @example 10
       */
      sort_order?: number;
    };
    CredentialRevocationDto: {
      /**
       * @description Strings found exposed (1–100, each at most 512 characters). Well-formed `svch_` / `svcp_` tokens with a valid checksum that match an active credential are revoked; anything else is ignored.
       * @example [
       *       "svch_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X"
       *     ]
       */
      credentials: string[];
      /**
       * @description Where the credentials were found; shown to the owning organization as sent.
       * @example https://git.example.com/acme/app/blob/main/.env (public repository scan)
       */
      source?: string;
    };
    CredentialRevocationResultDto: {
      /**
       * @description How many strings were received; never which of them matched a credential.
       * @example 1
       */
      received: number;
    };
    DeprecationDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      at: string;
      /** @example Superseded by the vLLM 0.7 template. */
      reason: string;
      /** @example vllm-0-7 */
      replacement_slug: string | null;
    };
    DeprecationInputDto: {
      /** @example Superseded by the vLLM 0.7 template. */
      reason: string;
      /** @example vllm-0-7 */
      replacement_slug?: string | null;
    };
    DnsRecordDto: {
      /** @example acme-lab.instances.example.com */
      fqdn: string;
      /** @example acme-lab */
      hostname: string;
      /** @example 203.0.113.7 */
      ipv4: string | null;
      /** @example 2001:db8::7 */
      ipv6: string | null;
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      updated_at: string;
    };
    DnsRecordPutDto: {
      /**
       * @description One RFC 1123 label, 3–63 characters (letters, digits, hyphens; no leading or trailing hyphen), case-insensitive (stored lowercase), unique across the hub, not reserved.
       * @example acme-lab
       */
      hostname: string;
      /**
       * @description IPv4 address, global or private unicast (not loopback, link-local, multicast, 0.0.0.0/8 or 240.0.0.0/4). When neither address is given, the caller’s source address is used if it qualifies; otherwise 400.
       * @example 203.0.113.7
       */
      ipv4?: string | null;
      /**
       * @description IPv6 address, global or unique-local unicast, without a zone id (%…); not loopback, link-local, multicast, unspecified or IPv4-mapped. Stored in RFC 5952 form (lowercase, compressed).
       * @example 2001:db8::7
       */
      ipv6?: string | null;
    };
    DnsRecordResponseDto: {
      record: components['schemas']['DnsRecordDto'];
    };
    EnvelopeDto: {
      /**
       * @description The payload (a JSON document), base64.
       * @example eyJ0eXBlIjoiaHViLWNhdGFsb2cvcm9vdCJ9
       */
      payload: string;
      /** @example application/vnd.hub-catalog.root+json */
      payloadType: string;
      signatures: components['schemas']['EnvelopeSignatureDto'][];
    };
    EnvelopeSignatureDto: {
      /**
       * @description SHA-256 of the raw Ed25519 public key, hex.
       * @example 3f1c0d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2e9a0
       */
      keyid: string;
      /**
       * @description The Ed25519 signature of PAE(payloadType, payload), base64 (64 bytes).
       * @example q83vASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8BI0VniQ==
       */
      sig: string;
    };
    EnvSchemaDiffDto: {
      /**
       * @example [
       *       "HF_TOKEN"
       *     ]
       */
      added: string[];
      /**
       * @description Required now, not required (or absent) before.
       * @example [
       *       "HF_TOKEN"
       *     ]
       */
      newly_required: string[];
      /** @example [] */
      removed: string[];
    };
    EnvSchemaDto: {
      /** @example  */
      default_value: string;
      /** @example Hugging Face access token for gated models */
      description: string;
      /** @example HF_TOKEN */
      name: string;
      /** @example true */
      required: boolean;
    };
    EnvSchemaInputDto: {
      /**
       * @default
       * @example
       */
      default_value?: string;
      /**
       * @default
       * @example Hugging Face access token for gated models
       */
      description?: string;
      /** @example HF_TOKEN */
      name: string;
      /**
       * @default false
       * @example true
       */
      required?: boolean;
    };
    EnvVarDto: {
      /** @example MODEL_ID */
      name: string;
      /** @example meta-llama/Llama-3.1-8B-Instruct */
      value: string;
    };
    EnvVarInputDto: {
      /** @example MODEL_ID */
      name: string;
      /** @example meta-llama/Llama-3.1-8B-Instruct */
      value: string;
    };
    FacetsDto: {
      /** @description Most templates first. */
      category?: components['schemas']['CategoryFacetDto'][];
      /** @description Always the three values `none`, `1`, `2+`. */
      gpu?: components['schemas']['GpuFacetDto'][];
      kind?: components['schemas']['KindFacetDto'][];
      /** @description The 20 most used tags, most templates first. */
      tags?: components['schemas']['TagFacetDto'][];
    };
    FitAnswerDto: {
      /**
       * @description The template's concurrent_jobs, shown beside max_copies.
       * @example 1
       */
      concurrent_jobs: number;
      /**
       * Format: date-time
       * @example 2026-11-25T09:00:00.000Z
       */
      inventory_reported_at: string | null;
      /**
       * @description Copies the reported allocatable resources hold at once, packing node by node; null when unknown or unbounded (a template with no CPU, memory or GPU request).
       * @example 0
       */
      max_copies: number | null;
      /**
       * @description Nodes that hold one copy for sure; null without an inventory or when a request cannot be read.
       * @example 0
       */
      nodes_that_fit: number | null;
      /** @description With `fits`: only notes (`shared_gpu`, `inventory_stale`). Otherwise every check that ruled nodes out or left them undecided, once each, plus `inventory_stale` when the inventory is over 7 days old. */
      reasons: components['schemas']['FitReasonDto'][];
      /**
       * @example does_not_fit
       * @enum {string}
       */
      verdict: 'fits' | 'does_not_fit' | 'unknown';
    };
    FitReasonDto: {
      /**
       * @description The best any node offers (or what the instance has).
       * @example 23034Mi
       */
      available:
        | (string | null)
        | number
        | string[]
        | {
            [key: string]: string;
          };
      /**
       * @example gpu_memory
       * @enum {string}
       */
      code:
        | 'no_inventory'
        | 'inventory_stale'
        | 'gpu_count'
        | 'gpu_memory'
        | 'gpu_memory_unknown'
        | 'cpu'
        | 'memory'
        | 'node_selector'
        | 'taints'
        | 'network_types'
        | 'tier'
        | 'mig_only'
        | 'shared_gpu'
        | 'unparsable_quantity';
      /**
       * @description The template field (or inventory field) the reason is about.
       * @example vram_request
       */
      field: string;
      /** @example Needs 80Gi of memory on each GPU; the most any node's GPUs have is 23034Mi (1 of 1 nodes too little). */
      message: string;
      /**
       * @description What the template asks for.
       * @example 80Gi
       */
      required:
        | (string | null)
        | number
        | string[]
        | {
            [key: string]: string;
          };
    };
    FromToDto: {
      /** @example vllm/vllm-openai:v0.6.2 */
      from: string;
      /** @example vllm/vllm-openai:v0.6.3 */
      to: string;
    };
    GpuFacetDto: {
      /** @example 7 */
      count: number;
      /**
       * @description GPUs a template needs (gpu_count).
       * @example 1
       * @enum {string}
       */
      value: 'none' | '1' | '2+';
    };
    GrantCreateDto: {
      /**
       * Format: uuid
       * @description Must be a private category.
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      org_id: string;
    };
    GrantDto: {
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /** @example Partner models */
      category_name: string;
      /** @example partner-models */
      category_slug: string;
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @example 9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d
       */
      id: string;
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      org_id: string;
      /** @example Acme Robotics */
      org_name: string;
      /** @example acme-robotics */
      org_slug: string;
    };
    GrantListResponseDto: {
      grants: components['schemas']['GrantDto'][];
    };
    GrantResponseDto: {
      grant: components['schemas']['GrantDto'];
    };
    GrantSelectorDto: {
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id?: string;
      /**
       * Format: uuid
       * @example 9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d
       */
      id?: string;
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      org_id?: string;
    };
    ImportedCatalogDocumentDto: {
      /**
       * @example hub.catalog/v1
       * @enum {string}
       */
      apiVersion: 'hub.catalog/v1';
      categories: components['schemas']['CategoryCreateDto'][];
      /**
       * @example Catalog
       * @enum {string}
       */
      kind: 'Catalog';
      /**
       * @description Publisher signatures (docs/signing.md; `hub-catalog apply --sign-with` adds them): one DSSE revision envelope per revision the apply publishes, signed by a publisher key the trust root allows for the template, covering exactly the deployable content applied. Not part of what plan compares or export writes.
       * @example []
       */
      signatures?: {
        [key: string]: unknown;
      }[];
      /**
       * @description The manager of the templates the document makes.
       * @example linuxserver
       */
      source: string;
      templates: components['schemas']['ImportedCatalogTemplateDto'][];
    };
    ImportedCatalogTemplateDto: {
      /**
       * @description The category, by slug.
       * @example llm-inference
       */
      category_slug: string;
      /** @description Release notes of the revision this write publishes; on a write that publishes none → 400. */
      changes?: components['schemas']['ReleaseChangeInputDto'][];
      /**
       * @example [
       *       "python3",
       *       "-m",
       *       "vllm.entrypoints.openai.api_server"
       *     ]
       */
      command?: string[];
      /**
       * @default 1
       * @example 4
       */
      concurrent_jobs?: number;
      /**
       * @description Also true when any change has kind `security`. On a write that publishes no revision → 400.
       * @example false
       */
      contains_security_updates?: boolean;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 4
       */
      cpu_request?: string;
      /** @description A catalog field: deprecated templates stay listed and say so. null clears it. */
      deprecated?: components['schemas']['DeprecationInputDto'] | null;
      /** @example Serves a Llama 3.1 model behind an OpenAI-compatible API. */
      description?: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Start it, then call `/v1/chat/completions`.
       */
      documentation?: string;
      /**
       * @example [
       *       {
       *         "name": "MODEL_ID",
       *         "value": "meta-llama/Llama-3.1-8B-Instruct"
       *       }
       *     ]
       */
      env?: components['schemas']['EnvVarInputDto'][];
      /**
       * @example [
       *       {
       *         "default_value": "",
       *         "description": "Hugging Face token",
       *         "name": "HF_TOKEN",
       *         "required": true
       *       }
       *     ]
       */
      env_schema?: components['schemas']['EnvSchemaInputDto'][];
      /**
       * @default 0
       * @example 1
       */
      gpu_count?: number;
      /**
       * @description An http(s) URL; null clears it.
       * @example https://cdn.example.com/icons/vllm.svg
       */
      icon_url?: string | null;
      /**
       * @description The image manifest digest; null clears it. Required to publish with HUB_REQUIRE_IMAGE_DIGEST=true.
       * @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_digest?: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @default latest
       * @example v0.6.3
       */
      image_tag?: string;
      /**
       * @default false
       * @example false
       */
      is_featured?: boolean;
      /**
       * @default true
       * @example true
       */
      is_public?: boolean;
      /**
       * @default app
       * @example app
       */
      kind?: string;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 16Gi
       */
      memory_request?: string;
      /**
       * @description Informational.
       * @default free
       * @example pro
       * @enum {string}
       */
      min_tier?: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @description Kubernetes label keys to label values.
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector?: {
        [key: string]: string;
      };
      /**
       * @example [
       *       {
       *         "containerPort": 8000,
       *         "protocol": "TCP"
       *       }
       *     ]
       */
      ports?: components['schemas']['PortInputDto'][];
      /**
       * @description null clears it.
       * @example registry.example.com
       */
      registry_url?: string | null;
      /**
       * @example [
       *       "public",
       *       "mesh"
       *     ]
       */
      required_network_types?: string[];
      /**
       * @description Names of secrets the instance provides.
       * @example [
       *       "hf-token"
       *     ]
       */
      secret_refs?: string[];
      /**
       * @description Unique; a taken slug → 409. `updates` is reserved (400).
       * @example vllm-llama-3-1-8b
       */
      slug: string;
      /**
       * @description Stored lowercase, duplicates dropped.
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags?: string[];
      /**
       * @example [
       *       {
       *         "effect": "NoSchedule",
       *         "key": "nvidia.com/gpu",
       *         "operator": "Exists"
       *       }
       *     ]
       */
      tolerations?: components['schemas']['TolerationInputDto'][];
      /** @example 0.6.3 */
      version?: string;
      /**
       * @example [
       *       {
       *         "mountPath": "/root/.cache/huggingface",
       *         "name": "model-cache"
       *       }
       *     ]
       */
      volume_mounts?: components['schemas']['VolumeMountInputDto'][];
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 24Gi
       */
      vram_request?: string;
    };
    InstanceDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @description The instance id = its instance key id (survives re-issue).
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id: string;
      /**
       * @description The first 12 characters of the key.
       * @example svch_0a1B2c3
       */
      key_prefix: string;
      /**
       * Format: date-time
       * @description May lag by up to 60 s.
       * @example 2026-03-14T09:26:53.000Z
       */
      last_used_at: string | null;
      /** @example production fleet */
      name: string;
      organization: components['schemas']['InstanceOrganizationDto'];
      /** @description What the fleet last reported; null before. */
      reported: components['schemas']['InstanceReportedDto'] | null;
    };
    InstanceOrganizationDto: {
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      id: string;
      /** @example Acme Robotics */
      name: string;
      /** @example acme-robotics */
      slug: string;
      /**
       * @example active
       * @enum {string}
       */
      status: 'active' | 'suspended';
      /**
       * @example pro
       * @enum {string}
       */
      tier: 'free' | 'pro' | 'enterprise';
    };
    InstanceReportDto: {
      /**
       * @description The host name the fleet runs on.
       * @example gpu-node-01.acme.internal
       */
      hostname?: string;
      /** @description The cluster's nodes as the fleet summarizes them (at most 2,000 nodes); the hub's fit answers read the last one. A field that does not check out is a 400 naming the node and the field. */
      inventory?: components['schemas']['InventoryDto'];
      /**
       * @description Free-form JSON object, at most 16 KiB serialized (else 400).
       * @example {
       *       "gpu_count": 8,
       *       "kubernetes_version": "v1.30.4",
       *       "node_count": 3
       *     }
       */
      metadata?: {
        [key: string]: unknown;
      };
      /**
       * @description The fleet service version.
       * @example 1.4.2
       */
      version?: string;
    };
    InstanceReportedDto: {
      /** @example gpu-node-01.acme.internal */
      hostname: string | null;
      /**
       * @example {
       *       "gpu_count": 8,
       *       "kubernetes_version": "v1.30.4",
       *       "node_count": 3
       *     }
       */
      metadata: {
        [key: string]: unknown;
      } | null;
      /**
       * Format: date-time
       * @description When the fleet last reported.
       * @example 2026-03-14T09:25:00.000Z
       */
      reported_at: string;
      /** @example 1.4.2 */
      version: string | null;
    };
    InstanceResponseDto: {
      instance: components['schemas']['InstanceDto'];
    };
    InventoryAllocatableDto: {
      /** @example 47810m */
      cpu: string | null;
      /** @example 186146140Ki */
      memory: string | null;
    };
    InventoryDto: {
      /**
       * @description Network types the instance offers.
       * @example [
       *       "public"
       *     ]
       */
      network_types: string[];
      nodes: components['schemas']['InventoryNodeDto'][];
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
    KindFacetDto: {
      /** @example 30 */
      count: number;
      /** @example inference */
      kind: string;
    };
    MemberAddDto: {
      /**
       * @description An existing hub user (one who has signed in once).
       * @example bob@example.com
       */
      email: string;
      /**
       * @default member
       * @example member
       * @enum {string}
       */
      role?: 'admin' | 'member';
    };
    MemberDto: {
      /** @example bob@example.com */
      email: string | null;
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      joined_at: string;
      /** @example Bob Berg */
      name: string;
      /**
       * @example member
       * @enum {string}
       */
      role: 'admin' | 'member';
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      user_id: string;
    };
    MemberListResponseDto: {
      members: components['schemas']['MemberDto'][];
    };
    MemberRemoveDto: {
      /**
       * Format: uuid
       * @description May also be given as `?user_id=`.
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      user_id?: string;
    };
    MemberResponseDto: {
      member: components['schemas']['MemberDto'];
    };
    MemberRoleDto: {
      /**
       * @example admin
       * @enum {string}
       */
      role: 'admin' | 'member';
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      user_id: string;
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
    NotificationCredentialDto: {
      /**
       * Format: uuid
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      id: string;
      /** @example production fleet */
      name: string;
      /**
       * @description The first 12 characters of the secret concerned (for a previous secret, of that one).
       * @example svch_0a1B2c3
       */
      prefix: string;
      /**
       * @description `api_key` (svch_) or `access_token` (svcp_).
       * @example api_key
       * @enum {string}
       */
      type: 'api_key' | 'access_token';
    };
    NotificationDto: {
      /**
       * Format: date-time
       * @description When it was raised.
       * @example 2026-03-14T09:26:53.000Z
       */
      created_at: string;
      credential: components['schemas']['NotificationCredentialDto'];
      /**
       * Format: date-time
       * @description `credential_expiring`: when it expires; `previous_secret_in_use`: when its grace window ends.
       * @example null
       */
      expires_at: string | null;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id: string;
      /**
       * @description `credential_expiring`: a key or token expires within 7 days (or has expired); `previous_secret_in_use`: the secret a re-issue kept for its grace window is still being used; `credential_leaked`: someone reported the secret at `POST /api/v1/credentials/revoke` and it was revoked (a previous secret: ended).
       * @example credential_leaked
       * @enum {string}
       */
      kind: 'credential_expiring' | 'previous_secret_in_use' | 'credential_leaked';
      /**
       * Format: date-time
       * @example null
       */
      read_at: string | null;
      /**
       * Format: uuid
       * @description Who marked it read.
       * @example null
       */
      read_by: string | null;
      /**
       * @description `credential_leaked`: which secret was reported.
       * @example current
       * @enum {string|null}
       */
      secret: 'current' | 'previous' | null;
      /**
       * @description `credential_leaked`: the reporter's `source` text, as sent.
       * @example public repository scan
       */
      source: string | null;
    };
    NotificationListResponseDto: {
      notifications: components['schemas']['NotificationDto'][];
      pagination: components['schemas']['PaginationDto'];
    };
    NotificationReadDto: {
      /**
       * @description Notifications of your organization to mark read (1–100).
       * @example [
       *       "0f1e2d3c-4b5a-4697-8877-665544332211"
       *     ]
       */
      ids: string[];
    };
    NotificationsResponseDto: {
      notifications: components['schemas']['NotificationDto'][];
    };
    OrganizationCreateDto: {
      /** @example Acme Robotics */
      name: string;
      /**
       * @description Unique across the hub.
       * @example acme-robotics
       */
      slug: string;
    };
    OrganizationDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      id: string;
      /** @example Acme Robotics */
      name: string;
      /**
       * @description The caller's role in the organization.
       * @example admin
       * @enum {string}
       */
      role: 'admin' | 'member';
      /** @example acme-robotics */
      slug: string;
      /**
       * @example active
       * @enum {string}
       */
      status: 'active' | 'suspended';
      /**
       * @example free
       * @enum {string}
       */
      tier: 'free' | 'pro' | 'enterprise';
    };
    OrganizationResponseDto: {
      organization: components['schemas']['OrganizationDto'];
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
    PortDto: {
      /** @example 8000 */
      containerPort: number;
      /** @example TCP */
      protocol: string;
    };
    PortInputDto: {
      /** @example 8000 */
      containerPort: number;
      /**
       * @default TCP
       * @example TCP
       * @enum {string}
       */
      protocol?: 'TCP' | 'UDP' | 'SCTP';
    };
    PortsDiffDto: {
      added: components['schemas']['PortDto'][];
      removed: components['schemas']['PortDto'][];
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
        | 'no_organization'
        | 'identity_conflict'
        | 'precondition_failed'
        | 'envelope_malformed'
        | 'signature_invalid'
        | 'root_version_conflict'
        | 'trust_root_not_found'
        | 'online_key_missing'
        | 'online_key_not_trusted'
        | 'snapshot_too_large';
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
    ProfileDto: {
      /**
       * Format: date-time
       * @example 2026-01-05T10:00:00.000Z
       */
      created_at: string;
      /** @example alice@example.com */
      email: string | null;
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example Alice Anders */
      name: string;
      organization: components['schemas']['ProfileOrganizationDto'] | null;
      /**
       * @description Hub role; admin and superadmin unlock the admin API.
       * @example user
       * @enum {string}
       */
      role: 'user' | 'admin' | 'superadmin';
    };
    ProfileOrganizationDto: {
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      id: string;
      /** @example Acme Robotics */
      name: string;
      /**
       * @description The user's role in the organization.
       * @example admin
       * @enum {string}
       */
      role: 'admin' | 'member';
      /** @example acme-robotics */
      slug: string;
      /**
       * @example active
       * @enum {string}
       */
      status: 'active' | 'suspended';
      /**
       * @example free
       * @enum {string}
       */
      tier: 'free' | 'pro' | 'enterprise';
    };
    ProfileResponseDto: {
      profile: components['schemas']['ProfileDto'];
    };
    ProfileUpdateDto: {
      /**
       * @description Kept across sign-ins (not overwritten by the token).
       * @example Alice Anders
       */
      name: string;
    };
    RegistryCredentialsDto: {
      /**
       * @description Write-only: encrypted at rest, never returned.
       * @example s3cr3t-t0ken
       */
      password: string;
      /** @example robot$catalog */
      username: string;
    };
    ReleaseChangeDto: {
      /** @example Model cache survives restarts. */
      description: string;
      /**
       * @example fixed
       * @enum {string}
       */
      kind: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
    };
    ReleaseChangeInputDto: {
      /** @example Model cache survives restarts. */
      description: string;
      /**
       * @example fixed
       * @enum {string}
       */
      kind: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
    };
    RemovedTemplateDto: {
      /**
       * Format: uuid
       * @example 9e8d7c6b-5a49-4382-b716-0f1e2d3c4b5a
       */
      id: string;
      /** @example vllm-nightly-canary */
      slug: string;
    };
    ResourceChangeDto: {
      /**
       * @example memory_request
       * @enum {string}
       */
      field: 'cpu_request' | 'memory_request' | 'gpu_count' | 'vram_request' | 'concurrent_jobs';
      /** @example 16Gi */
      from: string | number;
      /** @example 24Gi */
      to: string | number;
    };
    SearchSynonymCreateDto: {
      /**
       * @description Equivalent terms (2–20, each 1–60 characters with a letter or digit): a search for any of them also finds the others. Stored normalised (lowercase, single spaces), duplicates dropped.
       * @example [
       *       "k8s",
       *       "kubernetes"
       *     ]
       */
      terms: string[];
    };
    SearchSynonymDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      created_at: string;
      /**
       * @description The shipped default group this one came from (default-synonyms.json); null for a group an administrator made. Editing or deleting a default group overrides the default for good.
       * @example k8s
       */
      default_key: string | null;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id: string;
      /**
       * @example [
       *       "k8s",
       *       "kubernetes"
       *     ]
       */
      terms: string[];
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      updated_at: string;
    };
    SearchSynonymIdOptionalDto: {
      /**
       * Format: uuid
       * @description In the body or as `?id=`.
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id?: string;
    };
    SearchSynonymListResponseDto: {
      synonyms: components['schemas']['SearchSynonymDto'][];
    };
    SearchSynonymResponseDto: {
      synonym: components['schemas']['SearchSynonymDto'];
    };
    SearchSynonymUpdateDto: {
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      id: string;
      /**
       * @description Equivalent terms (2–20, each 1–60 characters with a letter or digit): a search for any of them also finds the others. Stored normalised (lowercase, single spaces), duplicates dropped.
       * @example [
       *       "k8s",
       *       "kubernetes"
       *     ]
       */
      terms: string[];
    };
    SnapshotDiffDto: {
      env_schema: components['schemas']['EnvSchemaDiffDto'];
      image_ref: components['schemas']['FromToDto'] | null;
      ports: components['schemas']['PortsDiffDto'];
      resources: components['schemas']['ResourceChangeDto'][];
      volume_mounts: components['schemas']['VolumeMountsDiffDto'];
    };
    StatsDto: {
      /**
       * @description Active keys (not revoked, not expired).
       * @example 48
       */
      api_keys: number;
      /**
       * @description Active keys that expire within 7 days.
       * @example 3
       */
      api_keys_expiring_soon: number;
      /** @example 14 */
      catalog_access_grants: number;
      /** @example 9 */
      categories: number;
      /** @example 35 */
      organizations: number;
      /** @example 64 */
      templates: number;
      /** @example 120 */
      users: number;
    };
    StatsResponseDto: {
      stats: components['schemas']['StatsDto'];
    };
    SyncTemplateDto: {
      /** @example cpu */
      category_icon: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /** @example LLM Inference */
      category_name: string;
      /** @example llm-inference */
      category_slug: string;
      /** @example 1 */
      concurrent_jobs: number;
      /** @example 4 */
      cpu_request: string;
      /** @description Deprecated templates stay listed and say so. */
      deprecated: components['schemas']['DeprecationDto'] | null;
      /** @example Serves Llama 3.1 8B Instruct behind an OpenAI-compatible API with vLLM. */
      description: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Serves Llama 3.1 8B Instruct on port 8000; call `/v1/chat/completions`.
       */
      documentation: string;
      /**
       * @description Fetches by slug with an instance key.
       * @example 1284
       */
      download_count: number;
      env: components['schemas']['EnvVarDto'][];
      env_schema: components['schemas']['EnvSchemaDto'][];
      /** @example 1 */
      gpu_count: number;
      /**
       * @description With `signature`: signed by the hub’s online key (the root’s `hub` role), not by a publisher.
       * @example false
       */
      hub_signed?: boolean;
      /**
       * Format: uuid
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f */
      image_digest: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @description `[registry/]name[:tag][@digest]`.
       * @example vllm/vllm-openai:v0.6.3@sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_ref: string;
      /** @example v0.6.3 */
      image_tag: string;
      /** @example true */
      is_featured: boolean;
      /** @example true */
      is_public: boolean;
      /** @example app */
      kind: string;
      /** @example 16Gi */
      memory_request: string;
      /**
       * @example free
       * @enum {string}
       */
      min_tier: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector: {
        [key: string]: string;
      };
      ports: components['schemas']['PortDto'][];
      /**
       * @description With `signature`: the trust root’s name for the publisher who signed it; null when the hub did.
       * @example acme
       */
      publisher?: string | null;
      /**
       * @example [
       *       "public"
       *     ]
       */
      required_network_types: string[];
      /**
       * @description The published revision these deployable fields belong to.
       * @example 3
       */
      revision: number;
      /** @description Instance keys and signed-in callers only: the current revision’s DSSE envelope (docs/signing.md), its publisher’s or, for a console-made template, the hub’s own (`hub_signed`); null: unsigned (yet: the hub signs console-made revisions when it next builds a snapshot, and the template then comes again in this feed). Its `envelopeDigest` is what the scope’s snapshot (`GET /api/v1/catalog/trust/snapshot`) lists. */
      signature?: components['schemas']['EnvelopeDto'] | null;
      /** @example vllm-llama-3-1-8b */
      slug: string;
      /**
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags: string[];
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      updated_at: string;
      /** @example 0.6.3 */
      version: string;
      volume_mounts: components['schemas']['VolumeMountDto'][];
      /** @example 24Gi */
      vram_request: string;
      /** @description With `signature`: the signed withdrawal envelopes in force for the template (yanks of a revision still yanked, the rollback that made the current revision), oldest first; their digests are the snapshot’s `withdrawals`. */
      withdrawals?: components['schemas']['EnvelopeDto'][];
    };
    TagFacetDto: {
      /** @example 4 */
      count: number;
      /**
       * @description Normalised: lowercase, spaces and `_` as `-`.
       * @example stable-diffusion
       */
      tag: string;
    };
    TemplateChangesResponseDto: {
      /**
       * @description Any revision in the range contains security updates.
       * @example true
       */
      contains_security_updates: boolean;
      /** @description From the `from` snapshot to the `to` snapshot. */
      diff: components['schemas']['SnapshotDiffDto'];
      /** @example 1 */
      from: number;
      /** @description The revisions in (from, to], oldest first. */
      revisions: components['schemas']['TemplateVersionDto'][];
      /** @example 3 */
      to: number;
      /** @description Yanked revisions in the range. */
      yanked: components['schemas']['YankedRevisionDto'][];
    };
    TemplateCreateDto: {
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /** @description Release notes of the revision this write publishes; on a write that publishes none → 400. */
      changes?: components['schemas']['ReleaseChangeInputDto'][];
      /**
       * @example [
       *       "python3",
       *       "-m",
       *       "vllm.entrypoints.openai.api_server"
       *     ]
       */
      command?: string[];
      /**
       * @default 1
       * @example 4
       */
      concurrent_jobs?: number;
      /**
       * @description Also true when any change has kind `security`. On a write that publishes no revision → 400.
       * @example false
       */
      contains_security_updates?: boolean;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 4
       */
      cpu_request?: string;
      /** @description A catalog field: deprecated templates stay listed and say so. null clears it. */
      deprecated?: components['schemas']['DeprecationInputDto'] | null;
      /** @example Serves a Llama 3.1 model behind an OpenAI-compatible API. */
      description?: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Start it, then call `/v1/chat/completions`.
       */
      documentation?: string;
      /**
       * @example [
       *       {
       *         "name": "MODEL_ID",
       *         "value": "meta-llama/Llama-3.1-8B-Instruct"
       *       }
       *     ]
       */
      env?: components['schemas']['EnvVarInputDto'][];
      /**
       * @example [
       *       {
       *         "default_value": "",
       *         "description": "Hugging Face token",
       *         "name": "HF_TOKEN",
       *         "required": true
       *       }
       *     ]
       */
      env_schema?: components['schemas']['EnvSchemaInputDto'][];
      /**
       * @default 0
       * @example 1
       */
      gpu_count?: number;
      /**
       * @description An http(s) URL; null clears it.
       * @example https://cdn.example.com/icons/vllm.svg
       */
      icon_url?: string | null;
      /**
       * @description The image manifest digest; null clears it. Required to publish with HUB_REQUIRE_IMAGE_DIGEST=true.
       * @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_digest?: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @default latest
       * @example v0.6.3
       */
      image_tag?: string;
      /**
       * @default false
       * @example false
       */
      is_featured?: boolean;
      /**
       * @default true
       * @example true
       */
      is_public?: boolean;
      /**
       * @default app
       * @example app
       */
      kind?: string;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 16Gi
       */
      memory_request?: string;
      /**
       * @description Informational.
       * @default free
       * @example pro
       * @enum {string}
       */
      min_tier?: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @description Kubernetes label keys to label values.
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector?: {
        [key: string]: string;
      };
      /**
       * Format: uuid
       * @description The owning organization: it always sees the template. null = no owner.
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      owner_org_id?: string | null;
      /**
       * @example [
       *       {
       *         "containerPort": 8000,
       *         "protocol": "TCP"
       *       }
       *     ]
       */
      ports?: components['schemas']['PortInputDto'][];
      /** @description Write-only (AES-256-GCM at rest). Reads show `registry_credentials_set`. null clears them. */
      registry_credentials?: components['schemas']['RegistryCredentialsDto'] | null;
      /**
       * @description null clears it.
       * @example registry.example.com
       */
      registry_url?: string | null;
      /**
       * @example [
       *       "public",
       *       "mesh"
       *     ]
       */
      required_network_types?: string[];
      /**
       * @description Names of secrets the instance provides.
       * @example [
       *       "hf-token"
       *     ]
       */
      secret_refs?: string[];
      /**
       * @description Unique; a taken slug → 409. `updates` is reserved (400).
       * @example vllm-llama-3-1-8b
       */
      slug: string;
      /**
       * @description Stored lowercase, duplicates dropped.
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags?: string[];
      /**
       * @example [
       *       {
       *         "effect": "NoSchedule",
       *         "key": "nvidia.com/gpu",
       *         "operator": "Exists"
       *       }
       *     ]
       */
      tolerations?: components['schemas']['TolerationInputDto'][];
      /** @example 0.6.3 */
      version?: string;
      /**
       * @example [
       *       {
       *         "mountPath": "/root/.cache/huggingface",
       *         "name": "model-cache"
       *       }
       *     ]
       */
      volume_mounts?: components['schemas']['VolumeMountInputDto'][];
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 24Gi
       */
      vram_request?: string;
    };
    TemplateIdOptionalDto: {
      /**
       * Format: uuid
       * @description May also be given as `?id=`.
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id?: string;
    };
    TemplateListResponseDto: {
      /**
       * @description The search with its typos corrected (names and tags the caller can see), when a correction was applied and the answer is not empty.
       * @example stable diffusion
       */
      did_you_mean?: string;
      /** @description Only when `facets` was asked. */
      facets?: components['schemas']['FacetsDto'];
      pagination: components['schemas']['PaginationDto'];
      templates: components['schemas']['CatalogTemplateDto'][];
    };
    TemplateRevisionDto: {
      /** @example cpu */
      category_icon: string;
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id: string;
      /** @example LLM Inference */
      category_name: string;
      /** @example llm-inference */
      category_slug: string;
      /** @example 1 */
      concurrent_jobs: number;
      /** @example 4 */
      cpu_request: string;
      /** @description Deprecated templates stay listed and say so. */
      deprecated: components['schemas']['DeprecationDto'] | null;
      /** @example Serves Llama 3.1 8B Instruct behind an OpenAI-compatible API with vLLM. */
      description: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Serves Llama 3.1 8B Instruct on port 8000; call `/v1/chat/completions`.
       */
      documentation: string;
      /**
       * @description Fetches by slug with an instance key.
       * @example 1284
       */
      download_count: number;
      env: components['schemas']['EnvVarDto'][];
      env_schema: components['schemas']['EnvSchemaDto'][];
      /** @example 1 */
      gpu_count: number;
      /**
       * Format: uuid
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f */
      image_digest: string | null;
      /** @example vllm/vllm-openai */
      image_name: string;
      /**
       * @description `[registry/]name[:tag][@digest]`.
       * @example vllm/vllm-openai:v0.6.3@sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_ref: string;
      /** @example v0.6.3 */
      image_tag: string;
      /** @example true */
      is_featured: boolean;
      /** @example true */
      is_public: boolean;
      /** @example app */
      kind: string;
      /** @example 16Gi */
      memory_request: string;
      /**
       * @example free
       * @enum {string}
       */
      min_tier: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name: string;
      /**
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector: {
        [key: string]: string;
      };
      ports: components['schemas']['PortDto'][];
      /**
       * @description The trust root’s name for the publisher whose keys signed `signature`, as the hub checked it.
       * @example acme
       */
      publisher: string | null;
      /**
       * @example [
       *       "public"
       *     ]
       */
      required_network_types: string[];
      /**
       * @description The published revision these deployable fields belong to.
       * @example 3
       */
      revision: number;
      /** @description The DSSE envelope its publisher signed (docs/signing.md: a `hub-catalog/revision` statement of this revision’s deployable fields), exactly as the hub accepted it, or, with `publisher` null, the hub’s own signature of a console-made revision (its online key, the root’s `hub` role); null: unsigned. Verify it yourself against the trust root (`GET /api/v1/catalog/trust/root`): the hub checked a publisher’s but cannot make one. */
      signature: components['schemas']['EnvelopeDto'] | null;
      /** @example vllm-llama-3-1-8b */
      slug: string;
      /**
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags: string[];
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      updated_at: string;
      /** @example 0.6.3 */
      version: string;
      volume_mounts: components['schemas']['VolumeMountDto'][];
      /** @example 24Gi */
      vram_request: string;
      /** @description Yanks of this revision and rollbacks to it on a publisher-managed (or publisher-signed) template, oldest first. */
      withdrawals: components['schemas']['WithdrawalDto'][];
      /** @description This revision was withdrawn (still readable). */
      yanked: components['schemas']['YankDto'] | null;
    };
    TemplateRollbackDto: {
      /**
       * Format: uuid
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example Revision 3 breaks the model cache. */
      reason: string;
      /**
       * @description The publisher’s withdrawal envelope (docs/signing.md; `hub-catalog ACTION … --sign-with`), checked against the trust root and this request (action, slug, category, revision) and stored. Without one, the action on a publisher-managed template is recorded hub-only: fleets show it and do not act on it.
       * @example {
       *       "payload": "eyJ0eXBlIjoi…",
       *       "payloadType": "application/vnd.hub-catalog.withdrawal+json",
       *       "signatures": []
       *     }
       */
      signature?: {
        [key: string]: unknown;
      };
      /** @example 1 */
      to_revision: number;
    };
    TemplateUpdateDto: {
      /**
       * Format: uuid
       * @example 0f1e2d3c-4b5a-4697-8877-665544332211
       */
      category_id?: string;
      /** @description Release notes of the revision this write publishes; on a write that publishes none → 400. */
      changes?: components['schemas']['ReleaseChangeInputDto'][];
      /**
       * @example [
       *       "python3",
       *       "-m",
       *       "vllm.entrypoints.openai.api_server"
       *     ]
       */
      command?: string[];
      /**
       * @default 1
       * @example 4
       */
      concurrent_jobs?: number;
      /**
       * @description Also true when any change has kind `security`. On a write that publishes no revision → 400.
       * @example false
       */
      contains_security_updates?: boolean;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 4
       */
      cpu_request?: string;
      /** @description A catalog field: deprecated templates stay listed and say so. null clears it. */
      deprecated?: components['schemas']['DeprecationInputDto'] | null;
      /** @example Serves a Llama 3.1 model behind an OpenAI-compatible API. */
      description?: string;
      /**
       * @description Markdown.
       * @example # vLLM
       *
       *     Start it, then call `/v1/chat/completions`.
       */
      documentation?: string;
      /**
       * @example [
       *       {
       *         "name": "MODEL_ID",
       *         "value": "meta-llama/Llama-3.1-8B-Instruct"
       *       }
       *     ]
       */
      env?: components['schemas']['EnvVarInputDto'][];
      /**
       * @example [
       *       {
       *         "default_value": "",
       *         "description": "Hugging Face token",
       *         "name": "HF_TOKEN",
       *         "required": true
       *       }
       *     ]
       */
      env_schema?: components['schemas']['EnvSchemaInputDto'][];
      /**
       * @default 0
       * @example 1
       */
      gpu_count?: number;
      /**
       * @description An http(s) URL; null clears it.
       * @example https://cdn.example.com/icons/vllm.svg
       */
      icon_url?: string | null;
      /**
       * Format: uuid
       * @description The template to update.
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /**
       * @description The image manifest digest; null clears it. Required to publish with HUB_REQUIRE_IMAGE_DIGEST=true.
       * @example sha256:4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f
       */
      image_digest?: string | null;
      /** @example vllm/vllm-openai */
      image_name?: string;
      /**
       * @default latest
       * @example v0.6.3
       */
      image_tag?: string;
      /**
       * @default false
       * @example false
       */
      is_featured?: boolean;
      /**
       * @default true
       * @example true
       */
      is_public?: boolean;
      /**
       * @default app
       * @example app
       */
      kind?: string;
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 16Gi
       */
      memory_request?: string;
      /**
       * @description Informational.
       * @default free
       * @example pro
       * @enum {string}
       */
      min_tier?: 'free' | 'pro' | 'enterprise';
      /** @example vLLM (Llama 3.1 8B) */
      name?: string;
      /**
       * @description Kubernetes label keys to label values.
       * @example {
       *       "nvidia.com/gpu.product": "NVIDIA-A10G"
       *     }
       */
      node_selector?: {
        [key: string]: string;
      };
      /**
       * Format: uuid
       * @description The owning organization: it always sees the template. null = no owner.
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      owner_org_id?: string | null;
      /**
       * @example [
       *       {
       *         "containerPort": 8000,
       *         "protocol": "TCP"
       *       }
       *     ]
       */
      ports?: components['schemas']['PortInputDto'][];
      /** @description Write-only (AES-256-GCM at rest). Reads show `registry_credentials_set`. null clears them. */
      registry_credentials?: components['schemas']['RegistryCredentialsDto'] | null;
      /**
       * @description null clears it.
       * @example registry.example.com
       */
      registry_url?: string | null;
      /**
       * @example [
       *       "public",
       *       "mesh"
       *     ]
       */
      required_network_types?: string[];
      /**
       * @description Names of secrets the instance provides.
       * @example [
       *       "hf-token"
       *     ]
       */
      secret_refs?: string[];
      /**
       * @description Unique; a taken slug → 409. `updates` is reserved (400).
       * @example vllm-llama-3-1-8b
       */
      slug?: string;
      /**
       * @description Stored lowercase, duplicates dropped.
       * @example [
       *       "llm",
       *       "inference"
       *     ]
       */
      tags?: string[];
      /**
       * @example [
       *       {
       *         "effect": "NoSchedule",
       *         "key": "nvidia.com/gpu",
       *         "operator": "Exists"
       *       }
       *     ]
       */
      tolerations?: components['schemas']['TolerationInputDto'][];
      /** @example 0.6.3 */
      version?: string;
      /**
       * @example [
       *       {
       *         "mountPath": "/root/.cache/huggingface",
       *         "name": "model-cache"
       *       }
       *     ]
       */
      volume_mounts?: components['schemas']['VolumeMountInputDto'][];
      /**
       * @description Kubernetes quantity; '' = none.
       * @example 24Gi
       */
      vram_request?: string;
    };
    TemplateVersionDto: {
      changes: components['schemas']['ReleaseChangeDto'][];
      /** @example false */
      contains_security_updates: boolean;
      /** @example null */
      image_digest: string | null;
      /** @example vllm/vllm-openai:v0.6.3 */
      image_ref: string;
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      published_at: string;
      /**
       * @description The trust root’s name for the publisher whose keys signed `signature`, as the hub checked it.
       * @example acme
       */
      publisher: string | null;
      /** @example 3 */
      revision: number;
      /** @description The DSSE envelope its publisher signed (docs/signing.md: a `hub-catalog/revision` statement of this revision’s deployable fields), exactly as the hub accepted it, or, with `publisher` null, the hub’s own signature of a console-made revision (its online key, the root’s `hub` role); null: unsigned. Verify it yourself against the trust root (`GET /api/v1/catalog/trust/root`): the hub checked a publisher’s but cannot make one. */
      signature: components['schemas']['EnvelopeDto'] | null;
      /** @example 0.6.3 */
      version: string;
      /**
       * @description Deployable fields changed but `version` did not.
       * @example false
       */
      version_reused: boolean;
      /** @description Yanks of this revision and rollbacks to it on a publisher-managed (or publisher-signed) template, oldest first. */
      withdrawals: components['schemas']['WithdrawalDto'][];
      yanked: components['schemas']['YankDto'] | null;
    };
    TemplateVersionListResponseDto: {
      pagination: components['schemas']['PaginationDto'];
      /** @description Newest first. */
      versions: components['schemas']['TemplateVersionDto'][];
    };
    TemplateYankDto: {
      /**
       * Format: uuid
       * @example 3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /** @example Crashes on start with CUDA 12.2 drivers. */
      reason: string;
      /** @example 2 */
      revision: number;
      /**
       * @description The publisher’s withdrawal envelope (docs/signing.md; `hub-catalog ACTION … --sign-with`), checked against the trust root and this request (action, slug, category, revision) and stored. Without one, the action on a publisher-managed template is recorded hub-only: fleets show it and do not act on it.
       * @example {
       *       "payload": "eyJ0eXBlIjoi…",
       *       "payloadType": "application/vnd.hub-catalog.withdrawal+json",
       *       "signatures": []
       *     }
       */
      signature?: {
        [key: string]: unknown;
      };
    };
    TicketCreateDto: {
      /**
       * @description The first message of the ticket; not blank.
       * @example Since upgrading to fleet 1.4.2 the vllm-llama-3-1-8b deployment stays Pending: 0/3 nodes are available: 3 Insufficient nvidia.com/gpu.
       */
      message: string;
      /**
       * @default normal
       * @example high
       * @enum {string}
       */
      severity?: 'low' | 'normal' | 'high' | 'urgent';
      /**
       * @description Trimmed; not blank.
       * @example vLLM deployment stuck in Pending after fleet upgrade
       */
      subject: string;
    };
    TicketDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @example b8d4e2f1-6a3c-4f9e-8b7d-1c2e3f4a5b6c
       */
      id: string;
      /**
       * Format: uuid
       * @description The instance that opened it.
       * @example 7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b
       */
      instance_id: string | null;
      /** @example 2 */
      message_count: number;
      /** @description Oldest first; in single-ticket answers only. */
      messages?: components['schemas']['TicketMessageDto'][];
      /**
       * Format: uuid
       * @example 1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809
       */
      org_id: string;
      /**
       * @example high
       * @enum {string}
       */
      severity: 'low' | 'normal' | 'high' | 'urgent';
      /**
       * @description `open` → `answered` → `closed`.
       * @example answered
       * @enum {string}
       */
      status: 'open' | 'answered' | 'closed';
      /** @example vLLM deployment stuck in Pending after fleet upgrade */
      subject: string;
      /**
       * Format: date-time
       * @example 2026-03-14T11:02:40.000Z
       */
      updated_at: string;
    };
    TicketListResponseDto: {
      tickets: components['schemas']['TicketDto'][];
    };
    TicketMessageCreateDto: {
      /**
       * @description Not blank.
       * @example Thanks, freeing a GPU on gpu-node-02 fixed it; the deployment is Running now.
       */
      message: string;
    };
    TicketMessageDto: {
      /**
       * @description `instance`: the fleet; `admin`: hub staff; `user`: an MCP client (the minter of its token).
       * @example admin
       * @enum {string}
       */
      author_type: 'instance' | 'admin' | 'user';
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      author_user_id: string | null;
      /**
       * Format: date-time
       * @example 2026-03-14T11:02:40.000Z
       */
      created_at: string;
      /**
       * Format: uuid
       * @example c2a7f9e3-1d4b-4e8a-9f6c-3b5d7e9a1c2f
       */
      id: string;
      /** @example The scheduler reports no free GPU on your nodes; scale the GPU node pool or stop another GPU workload. */
      message: string;
    };
    TicketResponseDto: {
      ticket: components['schemas']['TicketDto'];
    };
    TicketStatusUpdateDto: {
      /**
       * Format: uuid
       * @example b8d4e2f1-6a3c-4f9e-8b7d-1c2e3f4a5b6c
       */
      id: string;
      /**
       * @example closed
       * @enum {string}
       */
      status: 'open' | 'answered' | 'closed';
    };
    TolerationInputDto: {
      /**
       * @example NoSchedule
       * @enum {string}
       */
      effect?: '' | 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
      /**
       * @description A label key; empty or absent with operator Exists matches every key.
       * @example nvidia.com/gpu
       */
      key?: string;
      /**
       * @default Equal
       * @example Exists
       * @enum {string}
       */
      operator?: 'Equal' | 'Exists';
      /**
       * @description Only with effect NoExecute.
       * @example 300
       */
      tolerationSeconds?: number;
      /**
       * @description Must be empty when operator is Exists.
       * @example
       */
      value?: string;
    };
    TrustRootPublishedDto: {
      /**
       * @description false: this version was already the latest (nothing changed).
       * @example true
       */
      created: boolean;
      /**
       * @example [
       *       "3f1c0d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2e9a0"
       *     ]
       */
      hub_key_ids: string[];
      /**
       * @example [
       *       "acme"
       *     ]
       */
      publishers: string[];
      /**
       * @example [
       *       "3f1c0d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2e9a0"
       *     ]
       */
      root_key_ids: string[];
      /** @example 2 */
      root_threshold: number;
      /**
       * @example [
       *       "3f1c0d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2e9a0"
       *     ]
       */
      timestamp_key_ids: string[];
      /** @example 2 */
      version: number;
    };
    UpdatesResponseDto: {
      /**
       * Format: date-time
       * @description Pass as `since` in the next request.
       * @example 2026-03-14T09:26:53.000Z
       */
      checked_at: string;
      /** @description Deleted, or no longer visible to this caller, since `since`; delete them. */
      removed: components['schemas']['RemovedTemplateDto'][];
      /** @description Changed since `since`, oldest first; upsert them. */
      templates: components['schemas']['SyncTemplateDto'][];
    };
    UserIdentityUpdateDto: {
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /**
       * @description The token's `iss`: HUB_OIDC_ISSUER, exactly as the provider spells it.
       * @example https://login.example.com/realms/main
       */
      issuer: string;
      /**
       * @description The token's `sub` at that issuer.
       * @example 248289761001
       */
      subject: string;
    };
    UserIdOptionalDto: {
      /**
       * Format: uuid
       * @description May also be given as `?id=`.
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      id?: string;
    };
    UserRoleUpdateDto: {
      /**
       * Format: uuid
       * @example 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
       */
      id: string;
      /**
       * @example admin
       * @enum {string}
       */
      role: 'user' | 'admin' | 'superadmin';
    };
    VolumeMountDto: {
      /** @example /root/.cache/huggingface */
      mountPath: string;
      /** @example model-cache */
      name: string;
    };
    VolumeMountInputDto: {
      /**
       * @description An absolute path.
       * @example /root/.cache/huggingface
       */
      mountPath: string;
      /** @example model-cache */
      name: string;
    };
    VolumeMountsDiffDto: {
      added: components['schemas']['VolumeMountDto'][];
      removed: components['schemas']['VolumeMountDto'][];
    };
    WithdrawalDto: {
      /**
       * @description yank of this revision, or rollback to it.
       * @example yank
       * @enum {string}
       */
      action: 'yank' | 'rollback';
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      at: string;
      /**
       * @description The hub acted without its publisher’s signature: a fleet shows it and does not act on it.
       * @example false
       */
      hub_only: boolean;
      /** @example acme */
      publisher: string | null;
      /** @example Crashes on start with CUDA 12.2 drivers. */
      reason: string;
      /** @description The publisher’s withdrawal envelope as accepted (docs/signing.md); null when the hub acted alone. */
      signature: components['schemas']['EnvelopeDto'] | null;
    };
    YankDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      at: string;
      /** @example Crashes on start with CUDA 12.2 drivers. */
      reason: string;
    };
    YankedRevisionDto: {
      /**
       * Format: date-time
       * @example 2026-03-14T09:26:53.000Z
       */
      at: string;
      /** @example Crashes on start with CUDA 12.2 drivers. */
      reason: string;
      /** @example 2 */
      revision: number;
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
  AccessTokensController_list: {
    parameters: {
      query?: {
        /** @description `organization`: every token of the organization's instances (organization admins only). */
        scope?: 'own' | 'organization';
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
          'application/json': components['schemas']['AccessTokenListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AccessTokensController_rotate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessTokenRotateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessTokenSecretResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AccessTokensController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessTokenCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessTokenSecretResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AccessTokensController_revoke: {
    parameters: {
      query?: {
        /** @description The token id, for clients whose proxies drop DELETE bodies. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AccessTokenRevokeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessTokenResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ApiKeysController_list: {
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
          'application/json': components['schemas']['ApiKeyListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ApiKeysController_reissue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApiKeyReissueDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeySecretResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApiKeyCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeySecretResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ApiKeysController_revoke: {
    parameters: {
      query?: {
        /** @description The key id; may also be given as `?id=`. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ApiKeyIdOptionalDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  NotificationsController_list: {
    parameters: {
      query?: {
        /** @description Over 100 is clamped to 100. */
        limit?: string;
        page?: string;
        /** @description `true`: only notifications not yet marked read. */
        unread?: 'true' | 'false';
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
          'application/json': components['schemas']['NotificationListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  NotificationsController_markRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationReadDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationsResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  OrganizationsController_get: {
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
          'application/json': components['schemas']['OrganizationResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  OrganizationsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  OrganizationsController_members: {
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
          'application/json': components['schemas']['MemberListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  OrganizationsController_setRole: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemberRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  OrganizationsController_addMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemberAddDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  OrganizationsController_removeMember: {
    parameters: {
      query?: {
        /** @description May also be given as `?user_id=`. */
        user_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['MemberRemoveDto'];
      };
    };
    responses: {
      /** @description Removed. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ProfileController_get: {
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
          'application/json': components['schemas']['ProfileResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ProfileController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  ProfileController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AddonAuditController_list: {
    parameters: {
      query?: {
        /** @description Only events of this addon. */
        addon?: string;
        /** @description Over 100 is clamped to 100. */
        limit?: string;
        page?: string;
        /** @description ISO 8601; events that occurred at or after it. */
        since?: string;
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
          'application/json': components['schemas']['AddonAuditListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AddonAuditController_ingest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddonAuditBatchDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddonAuditBatchResultDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminAddonAuditController_list: {
    parameters: {
      query?: {
        /** @description Only events of this addon. */
        addon?: string;
        instance_id?: string;
        /** @description Over 100 is clamped to 100. */
        limit?: string;
        org_id?: string;
        page?: string;
        /** @description ISO 8601; events that occurred at or after it. */
        since?: string;
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
          'application/json': components['schemas']['AddonAuditListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminAddonAuditController_export: {
    parameters: {
      query?: {
        /** @description Only events of this addon. */
        addon?: string;
        instance_id?: string;
        org_id?: string;
        /** @description ISO 8601 (without an offset, UTC); events that occurred at or after it. Default: the oldest kept. */
        since?: string;
        /** @description ISO 8601 (without an offset, UTC); events that occurred before it (exclusive). Default: no bound. */
        until?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One `AddonAuditEvent` JSON object per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': components['schemas']['AddonAuditEventDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminApiKeysController_list: {
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
          'application/json': components['schemas']['AdminApiKeyListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminApiKeysController_revoke: {
    parameters: {
      query?: {
        /** @description The key id; may also be given as `?id=`. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ApiKeyIdOptionalDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminApiKeyResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminAuditController_list: {
    parameters: {
      query?: {
        /** @description Only events of this action. */
        action?: string;
        /** @description The next page: events older than this event (the last id of a page). */
        before?: string;
        /** @description Page size, 1 to 200. */
        limit?: string;
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
          'application/json': components['schemas']['AdminAuditEventListDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogAccessController_list: {
    parameters: {
      query?: {
        /** @description Only this category. */
        category_id?: string;
        /** @description Only this organization. */
        org_id?: string;
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
          'application/json': components['schemas']['GrantListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogAccessController_grant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GrantCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrantResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogAccessController_revoke: {
    parameters: {
      query?: {
        category_id?: string;
        id?: string;
        org_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GrantSelectorDto'];
      };
    };
    responses: {
      /** @description Revoked. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogDocumentController_apply: {
    parameters: {
      query?: {
        /** @description With `prune=true`: pruned templates are deleted instead of deprecated. */
        force?: 'true' | 'false';
        /** @description `true`: what the document leaves out of its scope is removed (templates deprecated unless `force`). */
        prune?: 'true' | 'false';
        /** @description `true`: the document’s templates that another manager manages (the plan’s `conflict` entries) are taken over: updated, and managed by the document’s source from then on (each takeover is recorded). */
        take_over?: 'true' | 'false';
      };
      header?: {
        /** @description The etag of the reviewed plan. */
        'If-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description A catalog document, as JSON or YAML (at most 10 MB and 5,000 templates). */
    requestBody: {
      content: {
        'application/json': components['schemas']['CatalogDocumentDto'];
        'application/yaml': components['schemas']['CatalogDocumentDto'];
        'text/yaml': components['schemas']['CatalogDocumentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogApplyDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The catalog changed since the plan whose etag was sent. */
      412: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "precondition_failed",
           *       "detail": "The catalog changed since the plan (its etag is now \"…\"): plan again and review.",
           *       "status": 412,
           *       "title": "Precondition Failed",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 10 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 10 MiB.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogDocumentController_export: {
    parameters: {
      query?: {
        /** @description Default: JSON, or YAML when Accept asks for it. */
        format?: 'json' | 'yaml';
        /** @description Export this organization’s templates (default: hub-owned). */
        owner_org_slug?: string;
        /** @description Only the templates this manager manages, the document naming it as its `source`. */
        source?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogDocumentDto'];
          'application/yaml': string;
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogImportController_convert: {
    parameters: {
      query: {
        /** @description `true`: a slug the hub holds under another manager maps onto that template instead of a new slug. */
        adopt?: 'true' | 'false';
        /** @description The format of the body. */
        format: 'portainer' | 'casaos';
        /** @description The collection’s name: the manager of the templates it makes (default: the format). */
        source?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The source catalog. */
    requestBody: {
      content: {
        'application/json': Record<string, never>[] | Record<string, never> | string;
        'application/x-yaml': Record<string, never>[] | Record<string, never> | string;
        'application/yaml': Record<string, never>[] | Record<string, never> | string;
        'text/plain': Record<string, never>[] | Record<string, never> | string;
        'text/yaml': Record<string, never>[] | Record<string, never> | string;
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogImportResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 10 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 10 MiB.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogDocumentController_plan: {
    parameters: {
      query?: {
        /** @description With `prune=true`: pruned templates are deleted instead of deprecated. */
        force?: 'true' | 'false';
        /** @description `true`: what the document leaves out of its scope is removed (templates deprecated unless `force`). */
        prune?: 'true' | 'false';
        /** @description `true`: the document’s templates that another manager manages (the plan’s `conflict` entries) are taken over: updated, and managed by the document’s source from then on (each takeover is recorded). */
        take_over?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A catalog document, as JSON or YAML (at most 10 MB and 5,000 templates). */
    requestBody: {
      content: {
        'application/json': components['schemas']['CatalogDocumentDto'];
        'application/yaml': components['schemas']['CatalogDocumentDto'];
        'text/yaml': components['schemas']['CatalogDocumentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogPlanDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Body over 10 MiB (this route's limit). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "payload_too_large",
           *       "detail": "The request body is larger than 10 MiB.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogDocumentController_getSchema: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The schema. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/schema+json': Record<string, never>;
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogDocumentController_takeovers: {
    parameters: {
      query?: {
        /** @description Only this template slug’s takeovers. */
        slug?: string;
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
          'application/json': components['schemas']['CatalogTakeoversDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  TrustAdminController_publish: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnvelopeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrustRootPublishedDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
           *       "status": 403,
           *       "title": "Forbidden",
           *       "type": "about:blank"
           *     }
           */
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not the successor of the latest version (lower, equal with other content, or skipping one). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "root_version_conflict",
           *       "detail": "Root version 1 is not newer than the trusted version 2.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminCategoriesController_list: {
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
          'application/json': components['schemas']['AdminCategoryListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminCategoriesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCategoryResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminCategoriesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCategoryResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminCategoriesController_delete: {
    parameters: {
      query?: {
        /** @description May also be given as `?id=`. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CategoryIdOptionalDto'];
      };
    };
    responses: {
      /** @description Deleted. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminDnsController_zone: {
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
          'text/plain': string;
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminOrganizationsController_list: {
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
          'application/json': components['schemas']['AdminOrganizationListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminOrganizationsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminOrganizationUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSearchSynonymsController_list: {
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
          'application/json': components['schemas']['SearchSynonymListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSearchSynonymsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchSynonymUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchSynonymResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSearchSynonymsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchSynonymCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchSynonymResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSearchSynonymsController_delete: {
    parameters: {
      query?: {
        /** @description In the body or as `?id=`. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SearchSynonymIdOptionalDto'];
      };
    };
    responses: {
      /** @description Deleted. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminStatsController_get: {
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
          'application/json': components['schemas']['StatsResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSupportController_list: {
    parameters: {
      query?: {
        /** @description Only this organization's tickets. */
        org_id?: string;
        /** @description Only tickets in this status. */
        status?: 'open' | 'answered' | 'closed';
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
          'application/json': components['schemas']['AdminTicketListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSupportController_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TicketStatusUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTicketResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSupportController_get: {
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
          'application/json': components['schemas']['AdminTicketResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminSupportController_reply: {
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
        'application/json': components['schemas']['TicketMessageCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTicketResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminTemplatesController_list: {
    parameters: {
      query?: {
        /** @description Page size, integer ≥ 1; over 100 is clamped to 100. */
        limit?: string;
        /** @description Page number, integer ≥ 1. */
        page?: string;
        /** @description Case-insensitive substring of name, slug or description. */
        search?: string;
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
          'application/json': components['schemas']['AdminTemplateListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminTemplatesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TemplateUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTemplateResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminTemplatesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TemplateCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTemplateResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminTemplatesController_delete: {
    parameters: {
      query?: {
        /** @description May also be given as `?id=`. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['TemplateIdOptionalDto'];
      };
    };
    responses: {
      /** @description Deleted. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminTemplatesController_rollback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TemplateRollbackDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTemplateResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminTemplatesController_yank: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TemplateYankDto'];
      };
    };
    responses: {
      /** @description Yanked. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminUsersController_list: {
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
          'application/json': components['schemas']['AdminUserListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminUsersController_setRole: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserRoleUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminUsersController_delete: {
    parameters: {
      query?: {
        /** @description May also be given as `?id=`. */
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserIdOptionalDto'];
      };
    };
    responses: {
      /** @description Deleted. */
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminUsersController_identities: {
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
          'application/json': components['schemas']['AdminUserIdentityListResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  AdminUsersController_relink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
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
          'application/json': components['schemas']['AdminUserResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_categories: {
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
          'application/json': components['schemas']['CategoryListResponseDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogEventsController_stream: {
    parameters: {
      query?: never;
      header?: {
        /** @description The last `id:` received. */
        'Last-Event-ID'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream (text/event-stream). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_list: {
    parameters: {
      query?: {
        /** @description Category slug. A category the caller cannot see gives an empty page; empty = no filter. */
        category?: string;
        /** @description Comma-separated facets to count, of `category`, `tags`, `kind`, `gpu`: adds `facets` to the answer, each counted with the other filters applied but not its own. */
        facets?: string;
        /** @description `true`: featured only; `false` or empty = no filter. */
        featured?: 'true' | 'false';
        /** @description Instance key only (else 400): `true` lists only templates that fit its last reported inventory. */
        fits?: 'true' | 'false';
        /** @description GPU need, as the `gpu` facet counts it: `none` (no GPU), `1`, `2+` (two or more); empty = no filter. */
        gpu?: 'none' | '1' | '2+' | '';
        /** @description Instance key only (else 400): `fit` adds each item's fit answer (as GET …/templates/:slug/fit). */
        include?: 'fit';
        /** @description Kind (`app`, `inference`…, as the `kind` facet counts them); empty = no filter. */
        kind?: string;
        /** @description Page size, integer ≥ 1; values over 100 are clamped to 100. */
        limit?: string;
        /** @description Page number, integer ≥ 1; a page past the end is empty. */
        page?: string;
        /** @description Full-text search (docs/search.md), at most 200 characters: words all match (the last one also as a prefix), `"quoted phrases"`, `-word` excludes, `or` between alternatives; synonyms and typos in names and tags are tolerated. Ordered by relevance unless `sort` says otherwise. */
        search?: string;
        /** @description Order: `relevance` (default with `search`: exact name, name prefix, text score, then featured, downloads, name), `name` (default without `search`), `updated` (newest first), `downloads` (most first); ties by id. */
        sort?: 'relevance' | 'name' | 'updated' | 'downloads';
        /** @description Comma-separated tags; a template matches if it has any of them, compared without case and with spaces, `_` and `-` alike (`Stable Diffusion` matches `stable-diffusion`). */
        tags?: string;
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
          'application/json': components['schemas']['TemplateListResponseDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_get: {
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
          'application/json': components['schemas']['CatalogTemplateDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_changes: {
    parameters: {
      query: {
        /** @description The revision the caller runs (integer ≥ 1). */
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
          'application/json': components['schemas']['TemplateChangesResponseDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  FitController_check: {
    parameters: {
      query?: {
        /** @description A published revision to check instead of the latest (a fleet pinned to it): its deployable fields as published. 404 when the template has no such revision. */
        revision?: string;
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
          'application/json': components['schemas']['FitAnswerDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_versions: {
    parameters: {
      query?: {
        /** @description Page size, integer ≥ 1; values over 100 are clamped to 100. */
        limit?: string;
        /** @description Page number, integer ≥ 1. */
        page?: string;
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
          'application/json': components['schemas']['TemplateVersionListResponseDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_version: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        revision: string;
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
          'application/json': components['schemas']['TemplateRevisionDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CatalogController_updates: {
    parameters: {
      query: {
        /** @description ISO 8601 timestamp, UTC when it has no offset; pass the previous response's `checked_at`. */
        since: string;
        /** @description Long poll (docs/catalog-events.md): wait up to this many seconds for something you can see to change, then answer (at once if there is something already). 0 answers at once; more than 55 is clamped to 55; anything but a whole number is a 400. */
        wait?: string;
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
          'application/json': components['schemas']['UpdatesResponseDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  TrustController_latest: {
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
          'application/json': components['schemas']['EnvelopeDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  TrustController_version: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        version: number;
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
          'application/json': components['schemas']['EnvelopeDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  TrustController_snapshot: {
    parameters: {
      query?: {
        /** @description Hub admins only: `public` or `org:<organization id>`. */
        scope?: string;
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
          'application/json': components['schemas']['EnvelopeDto'];
        };
      };
      /** @description Not Modified: `If-None-Match` matched the current `ETag`; no body. */
      304: {
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  CredentialRevocationController_report: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CredentialRevocationDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CredentialRevocationResultDto'];
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
      /** @description Too many requests from this address; retry after `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "rate_limited",
           *       "detail": "Too many revocation requests from this address.",
           *       "status": 429,
           *       "title": "Too Many Requests",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  DnsController_get: {
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
          'application/json': components['schemas']['DnsRecordResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  DnsController_put: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DnsRecordPutDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DnsRecordResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
           *       "detail": "A template with slug \"vllm\" already exists.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  DnsController_delete: {
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
          'application/json': components['schemas']['DnsRecordResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  InstanceInfoController_get: {
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
          'application/json': components['schemas']['InstanceResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  InstanceInfoController_report: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InstanceReportDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstanceResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  SupportController_list: {
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
          'application/json': components['schemas']['TicketListResponseDto'];
        };
      };
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  SupportController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TicketCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TicketResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  SupportController_get: {
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
          'application/json': components['schemas']['TicketResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
  SupportController_addMessage: {
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
        'application/json': components['schemas']['TicketMessageCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TicketResponseDto'];
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
      /** @description Credential missing where required (`unauthenticated`), or malformed, unknown, revoked or of a kind this route does not accept (`invalid_token`, also on public routes), or an expired instance key (`token_expired`). Sent with `WWW-Authenticate`. */
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
      /** @description Accepted credential, but an insufficient role or a suspended organization. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "code": "forbidden",
           *       "detail": "This organization is suspended.",
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
      /** @description The database is unreachable, lost the connection, or did not answer within its budget (`HUB_DATABASE_CONNECT_TIMEOUT_MS`, `HUB_DATABASE_STATEMENT_TIMEOUT_MS`). Transient: sent with `Retry-After`. */
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
