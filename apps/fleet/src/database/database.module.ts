import { Logger, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
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
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { secretContext } from '../secrets/secrets.service.js';
import { CLIENT_SECRET_CONTEXT, INSTANCE_KEY_CONTEXT } from '../settings/settings.service.js';
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
            directUrl: config.databaseDirectUrl,
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
      // After the migrations: what the fleet stored encrypted must open with FLEET_ENCRYPTION_KEY (docs/operations.md).
      provide: 'FLEET_ENCRYPTION_KEY_CHECK',
      inject: [getDataSourceToken(FLEET_DATA_SOURCE), FLEET_CONFIG, 'FLEET_MIGRATIONS_RUN'],
      useFactory: (dataSource: DataSource, config: FleetConfig) =>
        checkEncryptionKey(dataSource, config.encryptionKey, 'FLEET_ENCRYPTION_KEY', [
          {
            what: 'secrets',
            sql: 'SELECT name, value_encrypted AS value FROM secrets ORDER BY updated_at DESC LIMIT 1',
            context: (row) => secretContext(row.name),
          },
          {
            what: 'OIDC client secret',
            sql: `SELECT value->>'client_secret' AS value FROM fleet_settings WHERE key = 'oidc'`,
            context: () => CLIENT_SECRET_CONTEXT,
          },
          {
            what: 'hub instance key',
            sql: `SELECT value->>'instance_key' AS value FROM fleet_settings WHERE key = 'hub'`,
            context: () => INSTANCE_KEY_CONTEXT,
          },
        ]),
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
