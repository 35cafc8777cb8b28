import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { instrumentDatabase, Metrics, Readiness } from '#lib/common';
import { buildDataSourceOptions, databaseMonitor, embeddedTemplateDir, runMigrations, SCHEMAS } from '#lib/database';
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
      provide: 'HUB_DATABASE_OPERATIONS',
      inject: [DataSource, Metrics, Readiness],
      useFactory: (dataSource: DataSource, metrics: Metrics, readiness: Readiness) =>
        instrumentDatabase(dataSource, metrics, readiness),
    },
  ],
  exports: [TypeOrmModule, 'HUB_MIGRATIONS_RUN'],
})
export class DatabaseModule {}
