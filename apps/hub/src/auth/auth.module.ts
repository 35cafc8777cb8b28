import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { LastUsedWriter } from '#lib/auth';
import { HubAuthGuard } from './auth.guard.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { BodyAuthentication } from './body-authentication.js';
import { IdentitiesRepository } from './identities.repository.js';
import { InstanceKeyStrategy } from './instance-key.strategy.js';
import { hubJwksProvider, JwtStrategy } from './jwt.strategy.js';

@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  providers: [
    AuthRepository,
    IdentitiesRepository,
    AuthService,
    LastUsedWriter,
    hubJwksProvider,
    InstanceKeyStrategy,
    JwtStrategy,
    HubAuthGuard,
    { provide: APP_GUARD, useExisting: HubAuthGuard },
    BodyAuthentication,
  ],
  exports: [AuthService, AuthRepository, IdentitiesRepository, LastUsedWriter],
})
export class AuthModule {}
