import { Module } from '@nestjs/common';
import { CatalogFastPath } from './catalog-fast-path.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogEventsController } from './events/catalog-events.controller.js';
import { CatalogEventsRepository } from './events/catalog-events.repository.js';
import { CatalogEvents } from './events/catalog-events.service.js';
import { CatalogLongPoll } from './events/long-poll.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CatalogSearchService } from './search/catalog-search.service.js';
import { FitController } from './fit/fit.controller.js';
import { FitRepository } from './fit/fit.repository.js';
import { FitService } from './fit/fit.service.js';

@Module({
  controllers: [CatalogController, CatalogEventsController, FitController],
  providers: [
    CatalogRepository,
    CatalogSearchService,
    CatalogService,
    CatalogFastPath,
    FitRepository,
    FitService,
    CatalogEventsRepository,
    CatalogEvents,
    CatalogLongPoll,
  ],
  exports: [CatalogService, CatalogRepository, CatalogFastPath, FitService, CatalogEvents],
})
export class CatalogModule {}
