import { Global, Module } from '@nestjs/common';
import { HubCache } from './hub-cache.js';

@Global()
@Module({ providers: [HubCache], exports: [HubCache] })
export class CacheModule {}
