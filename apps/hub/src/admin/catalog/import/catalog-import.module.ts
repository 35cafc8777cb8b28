import { Module } from '@nestjs/common';
import { CatalogImportController } from './catalog-import.controller.js';

/** POST /api/v1/admin/catalog/import: Portainer and CasaOS catalogs converted into a catalog document. */
@Module({ controllers: [CatalogImportController] })
export class CatalogImportModule {}
