import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Metrics, MetricsListener } from './metrics.js';
import { Readiness, ShutdownDrain } from './readiness.js';

export interface OperationsOptions {
  /** Metric name prefix of app-specific metrics: `hub` or `fleet`. */
  app: string;
  /** HUB_SHUTDOWN_DELAY_SECONDS / FLEET_SHUTDOWN_DELAY_SECONDS, in ms. */
  shutdownDelayMs: number;
}

/** Metrics and readiness, one of each per app, injectable everywhere (global). */
@Global()
@Module({})
export class OperationsModule {
  static forRoot(options: OperationsOptions): DynamicModule {
    return {
      module: OperationsModule,
      global: true,
      providers: [{ provide: Metrics, useFactory: () => new Metrics(options.app) }, MetricsListener, Readiness],
      exports: [Metrics, MetricsListener, Readiness],
    };
  }

  /** The drain hook, to list among the root module's providers (its destroy hook runs first). */
  static drain(options: OperationsOptions) {
    return {
      provide: ShutdownDrain,
      inject: [Readiness],
      useFactory: (readiness: Readiness) => new ShutdownDrain(readiness, options.shutdownDelayMs),
    };
  }
}
