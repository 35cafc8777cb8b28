import { type DynamicModule, Module } from '@nestjs/common';
import { AccessTokensModule } from './account/access-tokens/access-tokens.module.js';
import { AccountModule } from './account/account.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CacheModule } from './cache/cache.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ConfigModule } from './config.module.js';
import { CredentialsModule } from './credentials/credentials.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthController } from './health/health.controller.js';
import { InstanceModule } from './instance/instance.module.js';
import { McpModule } from './mcp/mcp.module.js';
import type { HubConfig } from './hub.config.js';
import { SeedModule } from './seed/seed.module.js';

/** Wires the feature modules; the auth guard is global (AuthModule registers it as APP_GUARD). */
@Module({})
export class HubModule {
  static forRoot(config: HubConfig): DynamicModule {
    return {
      module: HubModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        CacheModule,
        AuthModule,
        CatalogModule,
        SeedModule,
        InstanceModule,
        AccessTokensModule,
        McpModule,
        AccountModule,
        AdminModule,
        CredentialsModule,
      ],
      controllers: [HealthController],
    };
  }
}
