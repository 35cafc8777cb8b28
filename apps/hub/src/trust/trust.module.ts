import { Module } from '@nestjs/common';
import { TrustAdminController, TrustController } from './trust.controller.js';
import { TrustRepository } from './trust.repository.js';
import { TrustService } from './trust.service.js';

/** Publisher signing (issue 40, docs/signing.md): the trust root chain the hub verifies and serves. */
@Module({
  controllers: [TrustController, TrustAdminController],
  providers: [TrustRepository, TrustService],
  exports: [TrustService],
})
export class TrustModule {}
