import { Global, Module } from '@nestjs/common';
import { ProviderSettingsStore } from '../auth/credential-stores.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

@Global()
@Module({
  controllers: [SettingsController],
  providers: [SettingsRepository, SettingsService, { provide: ProviderSettingsStore, useExisting: SettingsService }],
  exports: [SettingsService, ProviderSettingsStore],
})
export class SettingsModule {}
