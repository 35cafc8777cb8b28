import { Module } from '@nestjs/common';
import { CatalogFastPath } from './catalog-fast-path.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';

@Module({
  controllers: [CatalogController],
  providers: [CatalogRepository, CatalogService, CatalogFastPath],
  exports: [CatalogService, CatalogRepository, CatalogFastPath],
})
export class CatalogModule {}
