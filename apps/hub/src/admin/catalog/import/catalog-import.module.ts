import { Module } from '@nestjs/common';
import { CatalogImportController } from './catalog-import.controller.js';
import { CatalogImportRepository } from './catalog-import.repository.js';
import { CatalogImportService } from './catalog-import.service.js';

/** POST /api/v1/admin/catalog/import: Portainer and CasaOS catalogs converted into a catalog document. */
@Module({ controllers: [CatalogImportController], providers: [CatalogImportRepository, CatalogImportService] })
export class CatalogImportModule {}
