import type { HubPaths, HubSchemas } from '#lib/api-types';
import { ApiError, request, typedClient, type Send } from '../../shared/api.js';
import { dropSession, getSession } from './auth.js';

/** One call to the hub's REST API, with the signed-in user's token when there is one. */
export const send: Send = async <T>(url: string, options: Parameters<Send>[1]): Promise<T> => {
  const token = getSession()?.accessToken ?? null;
  try {
    return await request<T>(url, { ...options, token });
  } catch (error) {
    // An expired or revoked sign-in: forget it, so the console shows "Sign in" again. (The hub waits for a
    // signing-key fetch in flight, so a fresh sign-in is never refused while it learns the provider's keys.)
    if (error instanceof ApiError && error.status === 401 && token && getSession()?.accessToken === token) {
      dropSession();
    }
    throw error;
  }
};

/** The hub's REST API, typed by apps/hub/openapi.json. */
export const hub = typedClient<HubPaths>(send);

// The shapes the pages name, read from the document (never restated here).
export type CatalogTemplate = HubSchemas['CatalogTemplateDto'];
export type AdminTemplate = HubSchemas['AdminTemplateDto'];
export type Category = HubSchemas['CatalogCategoryDto'];
export type AdminCategory = HubSchemas['AdminCategoryDto'];
export type Pagination = HubSchemas['PaginationDto'];
export type Profile = HubSchemas['ProfileDto'];
export type Organization = HubSchemas['OrganizationDto'];
export type Member = HubSchemas['MemberDto'];
export type ApiKey = HubSchemas['ApiKeyDto'];
export type AdminApiKey = HubSchemas['AdminApiKeyDto'];
export type ApiKeySecret = HubSchemas['ApiKeySecretDto'];
export type AccessToken = HubSchemas['AccessTokenDto'];
export type AccessTokenSecret = HubSchemas['AccessTokenSecretDto'];
export type AdminUser = HubSchemas['AdminUserDto'];
export type AdminOrganization = HubSchemas['AdminOrganizationDto'];
export type Grant = HubSchemas['GrantDto'];
export type Stats = HubSchemas['StatsDto'];
export type Tier = Organization['tier'];
export type OrgRole = Member['role'];
export type HubRole = Profile['role'];
export type Toleration = AdminTemplate['tolerations'][number];
export type EnvSchema = AdminTemplate['env_schema'][number];

export const query = (params: Record<string, string | number | boolean | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
export type Notification = HubSchemas['NotificationDto'];
export type CatalogPlan = HubSchemas['CatalogPlanDto'];
export type CatalogApply = HubSchemas['CatalogApplyDto'];
export type CatalogPlanEntry = HubSchemas['CatalogPlanEntryDto'];
export type Facets = HubSchemas['FacetsDto'];
export type CatalogImport = HubSchemas['CatalogImportResponseDto'];
export type CatalogImportEntry = HubSchemas['CatalogImportReportEntryDto'];
