import { Injectable } from '@nestjs/common';
import { CatalogImportRepository } from './catalog-import.repository.js';
import { defaultSource, type FittedImport, fitImport } from './fit.js';
import { importCatalog, importParsed } from './index.js';
import type { ImportFormat } from './model.js';

/** The import route: the pure conversion, then fitted to this hub (its source, slugs, categories). */
@Injectable()
export class CatalogImportService {
  constructor(private readonly repository: CatalogImportRepository) {}

  async convert(
    format: ImportFormat,
    body: unknown,
    options: { source?: string; adopt: boolean },
  ): Promise<FittedImport> {
    const result = await (typeof body === 'string' ? importCatalog(format, body) : importParsed(format, body));
    const [templates, categories] = await Promise.all([this.repository.templateSlugs(), this.repository.categories()]);
    return fitImport(
      result,
      { templates, categories },
      {
        source: options.source ?? defaultSource(format),
        adopt: options.adopt,
      },
    );
  }
}
