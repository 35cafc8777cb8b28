import { type DynamicModule, Global, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { LastUsedWriter } from '#lib/auth';
import { FleetAuthGuard } from './auth.guard.js';
import { BodyAuthentication } from './body-authentication.js';
import { MachineTokenStrategy } from './machine-token.strategy.js';
import { OidcProviders } from './oidc-provider.js';
import { OidcTokenVerifier } from './oidc-token.verifier.js';
import { OidcStrategy } from './oidc.strategy.js';
import { SessionRevocationsRepository } from './session-revocations.repository.js';
import { SessionTokensService } from './session-tokens.service.js';
import { SessionStrategy } from './session.strategy.js';

/**
 * The credential pipeline: one passport strategy per kind of bearer credential and the global guard that
 * picks one. `stores` are the modules that export the ports of credential-stores.ts (users, machine
 * tokens), passed in by the app module so that auth/ never imports them.
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(stores: NonNullable<ModuleMetadata['imports']>): DynamicModule {
    return {
      module: AuthModule,
      imports: [PassportModule.register({ session: false }), ...stores],
      providers: [
        LastUsedWriter,
        SessionRevocationsRepository,
        SessionTokensService,
        OidcProviders,
        OidcTokenVerifier,
        MachineTokenStrategy,
        SessionStrategy,
        OidcStrategy,
        FleetAuthGuard,
        { provide: APP_GUARD, useExisting: FleetAuthGuard },
        BodyAuthentication,
      ],
      exports: [SessionTokensService, OidcProviders, MachineTokenStrategy],
    };
  }
}
