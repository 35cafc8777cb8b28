import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MachineTokensModule } from '../machine-tokens/machine-tokens.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { FleetAuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { LoginAttemptsRepository } from './login-attempts.repository.js';
import { LoginLimiter } from './login-limiter.js';
import { OidcService } from './oidc.service.js';
import { SessionRevocationsRepository } from './session-revocations.repository.js';
import { SessionTokensService } from './session-tokens.service.js';

@Global()
@Module({
  imports: [UsersModule, MachineTokensModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    OidcService,
    SessionTokensService,
    SessionRevocationsRepository,
    LoginAttemptsRepository,
    LoginLimiter,
    { provide: APP_GUARD, useClass: FleetAuthGuard },
  ],
  exports: [AuthService, OidcService],
})
export class AuthModule {}
