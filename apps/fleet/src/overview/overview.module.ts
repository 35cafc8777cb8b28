import { Module } from '@nestjs/common';
import { HubSyncModule } from '../hub-sync/hub-sync.module.js';
import { InventoryModule } from '../inventory/inventory.module.js';
import { MachineTokensModule } from '../machine-tokens/machine-tokens.module.js';
import { OverviewController } from './overview.controller.js';
import { OverviewService } from './overview.service.js';

@Module({
  imports: [HubSyncModule, InventoryModule, MachineTokensModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
