import { type DynamicModule, Global, Module } from '@nestjs/common';
import { FLEET_CONFIG, type FleetConfig } from './fleet.config.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: FleetConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: FLEET_CONFIG, useValue: config }],
      exports: [FLEET_CONFIG],
    };
  }
}
