// Request bodies of the catalog document routes: larger than the default 1 MiB, and YAML as well as JSON.
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { LARGE_INPUT_FLAG } from '#lib/common';
import { IMPORT_MAX_BYTES } from './model.js';

const CATALOG_DOCUMENT_FLAG = 'catalogDocument';
/** YAML media types read as text (application/json keeps the app's parser; text/plain is Fastify's own). */
export const YAML_MEDIA_TYPES = ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'];

/**
 * The route takes a catalog document: a body of up to 10 MiB (413 beyond), JSON with the large-input value
 * limits (a collection of thousands of entries), YAML and plain text as a string.
 */
export const CatalogDocumentInput = () => RouteConfig({ [LARGE_INPUT_FLAG]: true, [CATALOG_DOCUMENT_FLAG]: true });

/** Installs the YAML parsers and the 10 MiB body limit of catalog document routes; before the app is initialised. */
export function installCatalogDocumentBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[CATALOG_DOCUMENT_FLAG] === true) {
      route.bodyLimit = IMPORT_MAX_BYTES;
    }
  });
  fastify.addContentTypeParser(YAML_MEDIA_TYPES, { parseAs: 'string' }, (_request, body, done) => {
    done(null, body === '' ? undefined : body);
  });
}
