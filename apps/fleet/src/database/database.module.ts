import { Logger, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { instrumentDatabase, Metrics, Readiness } from '#lib/common';
import { buildDataSourceOptions, databaseMonitor, embeddedTemplateDir, runMigrations, SCHEMAS } from '#lib/database';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { FLEET_DATA_SOURCE } from './data-source-name.js';

export const FLEET_MIGRATION_LOCK = 0x666c_6565;

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      name: FLEET_DATA_SOURCE,
      inject: [FLEET_CONFIG],
      useFactory: async (config: FleetConfig) =>
        (
          await buildDataSourceOptions({
            url: config.databaseUrl,
            dataDir: config.dataDir,
            embeddedTemplate: embeddedTemplateDir('fleet'),
            applicationName: 'fleet',
            ...config.databaseBudgets,
            ...SCHEMAS.fleet,
          })
        ).options,
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        databaseMonitor(dataSource).setLogger(new Logger('Database'));
        return dataSource;
      },
    }),
    TypeOrmModule.forFeature(SCHEMAS.fleet.entities, FLEET_DATA_SOURCE),
  ],
  providers: [
    {
      provide: 'FLEET_MIGRATIONS_RUN',
      inject: [getDataSourceToken(FLEET_DATA_SOURCE), FLEET_CONFIG],
      useFactory: async (dataSource: DataSource, config: FleetConfig) =>
        config.migrate ? runMigrations(dataSource, FLEET_MIGRATION_LOCK) : [],
    },
    {
      provide: 'FLEET_DATABASE_OPERATIONS',
      inject: [getDataSourceToken(FLEET_DATA_SOURCE), Metrics, Readiness],
      useFactory: (dataSource: DataSource, metrics: Metrics, readiness: Readiness) =>
        instrumentDatabase(dataSource, metrics, readiness),
    },
  ],
  exports: [TypeOrmModule, 'FLEET_MIGRATIONS_RUN'],
})
export class DatabaseModule {}
