import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { instrumentDatabase, Metrics, Readiness } from '#lib/common';
import {
  buildDataSourceOptions,
  checkEncryptionKey,
  databaseMonitor,
  embeddedTemplateDir,
  runMigrations,
  SCHEMAS,
} from '#lib/database';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';

export const HUB_MIGRATION_LOCK = 0x6875_6231;

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [HUB_CONFIG],
      useFactory: async (config: HubConfig) =>
        (
          await buildDataSourceOptions({
            url: config.databaseUrl,
            directUrl: config.databaseDirectUrl,
            dataDir: config.dataDir,
            embeddedTemplate: embeddedTemplateDir('hub'),
            applicationName: 'hub',
            ...config.databaseBudgets,
            ...SCHEMAS.hub,
          })
        ).options,
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        databaseMonitor(dataSource).setLogger(new Logger('Database'));
        return dataSource;
      },
    }),
    TypeOrmModule.forFeature(SCHEMAS.hub.entities),
  ],
  providers: [
    {
      provide: 'HUB_MIGRATIONS_RUN',
      inject: [DataSource, HUB_CONFIG],
      useFactory: async (dataSource: DataSource, config: HubConfig) =>
        config.migrate ? runMigrations(dataSource, HUB_MIGRATION_LOCK) : [],
    },
    {
      // After the migrations: the stored registry credentials must open with HUB_ENCRYPTION_KEY (docs/operations.md).
      provide: 'HUB_ENCRYPTION_KEY_CHECK',
      inject: [DataSource, HUB_CONFIG, 'HUB_MIGRATIONS_RUN'],
      useFactory: (dataSource: DataSource, config: HubConfig) =>
        checkEncryptionKey(dataSource, config.encryptionKey, 'HUB_ENCRYPTION_KEY', [
          {
            what: 'registry credentials',
            sql: `SELECT registry_credentials_enc AS value FROM templates
                   WHERE registry_credentials_enc IS NOT NULL ORDER BY updated_at DESC LIMIT 1`,
          },
        ]),
    },
    {
      provide: 'HUB_DATABASE_OPERATIONS',
      inject: [DataSource, Metrics, Readiness],
      useFactory: (dataSource: DataSource, metrics: Metrics, readiness: Readiness) =>
        instrumentDatabase(dataSource, metrics, readiness),
    },
  ],
  exports: [TypeOrmModule, 'HUB_MIGRATIONS_RUN'],
})
export class DatabaseModule {}
