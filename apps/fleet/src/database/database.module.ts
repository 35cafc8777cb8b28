import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, runMigrations, SCHEMAS } from '#lib/database';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';

export const FLEET_MIGRATION_LOCK = 0x666c_6565;

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [FLEET_CONFIG],
      useFactory: async (config: FleetConfig) =>
        (
          await buildDataSourceOptions({
            url: config.databaseUrl,
            dataDir: config.dataDir,
            applicationName: 'fleet',
            ...SCHEMAS.fleet,
          })
        ).options,
      dataSourceFactory: async (options) => new DataSource(options!).initialize(),
    }),
    TypeOrmModule.forFeature(SCHEMAS.fleet.entities),
  ],
  providers: [
    {
      provide: 'FLEET_MIGRATIONS_RUN',
      inject: [DataSource, FLEET_CONFIG],
      useFactory: async (dataSource: DataSource, config: FleetConfig) =>
        config.migrate ? runMigrations(dataSource, FLEET_MIGRATION_LOCK) : [],
    },
  ],
  exports: [TypeOrmModule, 'FLEET_MIGRATIONS_RUN'],
})
export class DatabaseModule {}
