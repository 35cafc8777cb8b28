import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConfigError, ProblemException } from '#lib/common';
import { CatalogDocumentModule } from '../admin/catalog/catalog-document.module.js';
import { CatalogDocumentService } from '../admin/catalog/catalog-document.service.js';
import { DatabaseModule } from '../database/database.module.js';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { TrustModule } from '../trust/trust.module.js';
import { TrustService } from '../trust/trust.service.js';
import { ONLINE_KEY, type OnlineKeyHolder } from '../trust/online-key.js';
import { seedDemo } from './seed.js';

/**
 * Loads the demo data at start when HUB_SEED_DEMO=true, after the migrations (it depends on their provider); the
 * catalog through the catalog document's apply (CatalogDocumentService.applyWithin).
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeeder');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    @Inject('HUB_MIGRATIONS_RUN') private readonly _migrations: string[],
    private readonly catalog: CatalogDocumentService,
    private readonly trust: TrustService,
    @Inject(ONLINE_KEY) private readonly onlineKey: OnlineKeyHolder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const result = await seedDemo(this.db, this.config, this.catalog, {
      service: this.trust,
      onlineKey: this.onlineKey.key?.pair ?? null,
    }).catch((error: unknown) => {
      // The demo goes through apply's rules, which this hub's settings may make refuse it (HUB_REQUIRE_IMAGE_DIGEST:
      // the demo's images have no digest): one line at start, as for any other configuration that cannot work.
      if (!(error instanceof ProblemException)) throw error;
      const { detail } = error.getResponse() as { detail: string };
      throw new ConfigError('HUB_SEED_DEMO', `this hub's catalog rules refuse the demo catalog: ${detail}`);
    });
    this.logger.log({
      msg: result.seeded ? 'demo data seeded' : 'demo data already present, seed skipped',
      instance_key_file: result.instanceKey ? result.keyFile : undefined,
      // Paths and key ids only: the demo's private keys are never logged.
      demo_trust: result.trust
        ? { root_file: result.trust.rootFile, publisher: 'demo', publisher_key_id: result.trust.publisher.keyId }
        : undefined,
    });
    if (!this.config.oidcIssuer) this.logger.warn('HUB_OIDC_ISSUER is unset: demo users were not seeded');
  }
}

@Module({ imports: [DatabaseModule, CatalogDocumentModule, TrustModule], providers: [DemoSeeder] })
export class SeedModule {}
