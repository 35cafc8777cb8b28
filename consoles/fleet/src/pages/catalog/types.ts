import type { FleetPaths } from '#lib/api-types';

export type { CatalogQuery } from '../../fleet-api.js';
/** The fleet's answer to GET /api/v1/hub/catalog. */
export type FleetCatalog = FleetPaths['/api/v1/hub/catalog']['get']['responses']['200']['content']['application/json'];
