import { type DynamicModule, Module } from '@nestjs/common';
import { OperationsModule } from '#lib/common';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ConfigModule } from './config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { FleetConfig } from './fleet.config.js';
import { HealthController } from './health/health.controller.js';
import { HubSyncModule } from './hub-sync/hub-sync.module.js';
import { InventoryModule } from './inventory/inventory.module.js';
import { MachineTokensModule } from './machine-tokens/machine-tokens.module.js';
import { OverviewModule } from './overview/overview.module.js';
import { SecretsModule } from './secrets/secrets.module.js';
import { SignInModule } from './sign-in/sign-in.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { UsersModule } from './users/users.module.js';

/** Wires the feature modules; the auth guard is global (AuthModule registers it as APP_GUARD). */
@Module({})
export class FleetModule {
  static forRoot(config: FleetConfig): DynamicModule {
    const operations = { app: 'fleet', shutdownDelayMs: config.operations.shutdownDelayMs };
    return {
      module: FleetModule,
      imports: [
        ConfigModule.forRoot(config),
        OperationsModule.forRoot(operations),
        DatabaseModule,
        SettingsModule,
        AuthModule.forRoot([UsersModule, MachineTokensModule]),
        SignInModule,
        UsersModule,
        MachineTokensModule,
        AuditModule,
        SecretsModule,
        HubSyncModule,
        InventoryModule,
        OverviewModule,
      ],
      controllers: [HealthController],
      // In the root module: Nest runs its destroy hook first, so /readyz turns 503 before anything closes.
      providers: [OperationsModule.drain(operations)],
    };
  }
}
