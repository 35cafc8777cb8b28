import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { routeInputLimits } from '#lib/common';
import { AdminModule } from '../admin.module.js';
import { TrustModule } from '../../trust/trust.module.js';
import { readCatalogText } from './catalog-document.js';
import { CatalogSchema } from './catalog-schema.js';
import { CatalogDocumentController } from './catalog-document.controller.js';
import { CatalogDocumentRepository } from './catalog-document.repository.js';
import { CatalogDocumentService } from './catalog-document.service.js';

/** YAML media types a catalog document may be sent as. */
export const YAML_TYPES = ['application/yaml', 'text/yaml', 'application/x-yaml', 'text/x-yaml'];

/**
 * The catalog document (issue 32, docs/catalog-as-code.md): plan, apply, export and the JSON Schema. Routes that
 * take a document declare `@LargeBody(CATALOG_INPUT_LIMITS, …)`: a 10 MB body, and (its `yaml: true`) YAML bodies (read here into
 * plain data off the event loop, syntax errors with line and column); every other route answers a YAML body with 415.
 */
@Module({
  imports: [AdminModule, TrustModule],
  controllers: [CatalogDocumentController],
  providers: [CatalogDocumentRepository, CatalogDocumentService, CatalogSchema],
  exports: [CatalogDocumentService, CatalogSchema],
})
export class CatalogDocumentModule implements OnModuleInit {
  constructor(private readonly adapter: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('application/yaml')) return;
    fastify.addContentTypeParser(YAML_TYPES, { parseAs: 'buffer' }, (request, body, done) => {
      if (!routeInputLimits(request)?.yaml) {
        done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
        return;
      }
      // Only a caller the route admits gets here (the hub checks it before the body is read: @LargeBody); the
      // reading itself is off the event loop (readCatalogText).
      readCatalogText(body as Buffer, 'yaml').then(
        (value) => done(null, value),
        (error: Error) => done(error, undefined),
      );
    });
  }
}
