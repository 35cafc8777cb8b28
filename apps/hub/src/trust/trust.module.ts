import { Module } from '@nestjs/common';
import { TrustAdminController, TrustController } from './trust.controller.js';
import { TrustRepository } from './trust.repository.js';
import { TrustService } from './trust.service.js';
import { ONLINE_KEY, onlineKeyProvider } from './online-key.js';
import { SnapshotScopeGuard } from './snapshot-scope.guard.js';
import { SnapshotService } from './snapshot.service.js';

/**
 * Publisher signing (issue 40, docs/signing.md): the trust root chain the hub verifies and serves, its online key,
 * and the per-scope signed snapshot.
 */
@Module({
  controllers: [TrustController, TrustAdminController],
  providers: [TrustRepository, TrustService, onlineKeyProvider, SnapshotService, SnapshotScopeGuard],
  exports: [TrustService, ONLINE_KEY],
})
export class TrustModule {}
