import { Module } from '@nestjs/common';
import { HubCatalogService } from './hub-catalog.service.js';
import { HubConnectionState } from './hub-connection.state.js';
import { HubEventsService } from './hub-events.service.js';
import { HubSyncController } from './hub-sync.controller.js';
import { HubSyncMetrics } from './hub-sync.metrics.js';
import { HubSyncRepository } from './hub-sync.repository.js';
import { HubSyncService } from './hub-sync.service.js';
import { HubTemplatesService } from './hub-templates.service.js';
import { TrustService } from './trust.service.js';

@Module({
  controllers: [HubSyncController],
  providers: [
    HubCatalogService,
    HubSyncRepository,
    HubSyncService,
    HubTemplatesService,
    HubSyncMetrics,
    HubConnectionState,
    HubEventsService,
    TrustService,
  ],
  exports: [HubSyncService, HubTemplatesService],
})
export class HubSyncModule {}
