import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { HubAuthGuard } from './auth.guard.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { InstanceKeyStrategy } from './instance-key.strategy.js';
import { JwksService } from './jwks.service.js';
import { JwtStrategy } from './jwt.strategy.js';

@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  providers: [
    AuthRepository,
    AuthService,
    JwksService,
    InstanceKeyStrategy,
    JwtStrategy,
    { provide: APP_GUARD, useClass: HubAuthGuard },
  ],
  exports: [AuthService, AuthRepository],
})
export class AuthModule {}
