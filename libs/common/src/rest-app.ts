import { type DynamicModule, type INestApplication, type LoggerService, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createFastifyAdapter,
  createLogger,
  type FrameworkErrorObserver,
  installInputHygiene,
  installRequestLogging,
} from './http.js';
import { ProblemFilter } from './problem.filter.js';
import { createValidationPipe } from './validation.js';

/**
 * The REST application shape both apps share: Fastify, JSON logs with request ids, `/api/v1`
 * (health probes outside it), the validation pipe, the problem+json filter, NUL refusal and
 * graceful shutdown. Each app adds its own listeners, hooks and OpenAPI document.
 */
export async function createRestApp(
  module: DynamicModule,
  options: { name: string; logRequests: boolean; quiet?: boolean; trustedProxies?: string[] },
): Promise<{ app: NestFastifyApplication; logger: LoggerService; frameworkErrorObservers: FrameworkErrorObserver[] }> {
  const logger = createLogger(options.name, options.quiet);
  const frameworkErrorObservers: FrameworkErrorObserver[] = [];
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    createFastifyAdapter(frameworkErrorObservers, options.trustedProxies),
    {
      logger,
      bufferLogs: false,
    },
  );
  app.setGlobalPrefix('api/v1', {
    exclude: [
      { path: 'healthz', method: RequestMethod.GET },
      { path: 'readyz', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemFilter());
  installRequestLogging(app as INestApplication, logger, options.logRequests && !options.quiet);
  installInputHygiene(app as INestApplication);
  app.enableShutdownHooks();
  return { app, logger, frameworkErrorObservers };
}
