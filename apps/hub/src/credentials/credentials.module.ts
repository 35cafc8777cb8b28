import { Module } from '@nestjs/common';
import { CredentialRevocationController } from './credential-revocation.controller.js';
import { CredentialRevocationRepository } from './credential-revocation.repository.js';
import { CredentialRevocationService } from './credential-revocation.service.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RevocationRateLimitGuard } from './revocation-rate-limit.guard.js';

/** The public side of the credential lifecycle: revocation by whoever finds a leaked credential. */
@Module({
  controllers: [CredentialRevocationController],
  providers: [
    CredentialRevocationRepository,
    CredentialRevocationService,
    RateLimitRepository,
    RevocationRateLimitGuard,
  ],
})
export class CredentialsModule {}
