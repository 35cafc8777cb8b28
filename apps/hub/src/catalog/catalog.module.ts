import { Module } from '@nestjs/common';
import { CatalogFastPath } from './catalog-fast-path.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { FitController } from './fit/fit.controller.js';
import { FitRepository } from './fit/fit.repository.js';
import { FitService } from './fit/fit.service.js';

@Module({
  controllers: [CatalogController, FitController],
  providers: [CatalogRepository, CatalogService, CatalogFastPath, FitRepository, FitService],
  exports: [CatalogService, CatalogRepository, CatalogFastPath, FitService],
})
export class CatalogModule {}
