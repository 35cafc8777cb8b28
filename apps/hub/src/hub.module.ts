import { type DynamicModule, Module } from '@nestjs/common';
import { OperationsModule } from '#lib/common';
import { AccessTokensModule } from './account/access-tokens/access-tokens.module.js';
import { AccountModule } from './account/account.module.js';
import { AdminModule } from './admin/admin.module.js';
import { CatalogDocumentModule } from './admin/catalog/catalog-document.module.js';
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
import { RetentionModule } from './retention/retention.module.js';
import { SeedModule } from './seed/seed.module.js';
import { TrustModule } from './trust/trust.module.js';

/** Wires the feature modules; the auth guard is global (AuthModule registers it as APP_GUARD). */
@Module({})
export class HubModule {
  static forRoot(config: HubConfig): DynamicModule {
    const operations = { app: 'hub', shutdownDelayMs: config.operations.shutdownDelayMs };
    return {
      module: HubModule,
      imports: [
        ConfigModule.forRoot(config),
        OperationsModule.forRoot(operations),
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
        CatalogDocumentModule,
        CredentialsModule,
        RetentionModule,
        TrustModule,
      ],
      controllers: [HealthController],
      // In the root module: Nest runs its destroy hook first, so /readyz turns 503 before anything closes.
      providers: [OperationsModule.drain(operations)],
    };
  }
}
