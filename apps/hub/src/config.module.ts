import { type DynamicModule, Global, Module } from '@nestjs/common';
import { HUB_CONFIG, type HubConfig } from './hub.config.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: HubConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: HUB_CONFIG, useValue: config }],
      exports: [HUB_CONFIG],
    };
  }
}
