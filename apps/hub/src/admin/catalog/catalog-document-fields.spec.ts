import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { TemplateEntity } from '#lib/domain';
import { TEMPLATE_WRITE_COLUMNS } from '../templates/templates.repository.js';
import { NOT_DOCUMENT_COLUMNS, TEMPLATE_FIELDS } from './catalog-document-fields.js';
import { CatalogTemplateEntryDto } from './dto/catalog-document.dto.js';

// A template field the document forgets is planned "unchanged" and never written, and export → plan round-trips the
// omission: so every field the entity stores and the DTO takes is either in the document or listed here with why.
const documentFields = new Set<string>(TEMPLATE_FIELDS);
const notStored = new Set<string>(NOT_DOCUMENT_COLUMNS);

/** The hub's own bookkeeping: no document states these. */
// fit_shape: derived from the fit columns by the database (the template-fit-shape migration's trigger), never written.
const SERVER_COLUMNS = [
  'id',
  'revision',
  'download_count',
  'manager',
  'created_at',
  'updated_at',
  'fit_shape',
  // The key that signed the current revision: the hub sets it from a verified envelope (the document's `signatures`).
  'publisher',
];
/** What an entry says that is not a stored field (its key, its write-only secret, its manager, the release notes). */
const ENTRY_INPUTS = ['slug', 'registry_credentials', 'source', 'changes', 'contains_security_updates'];

const missing = (fields: string[], allowed: string[]) =>
  fields.filter((f) => !documentFields.has(f) && !notStored.has(f) && !allowed.includes(f));

describe('the catalog document holds every template field', () => {
  it('every column of the template entity', () => {
    const columns = getMetadataArgsStorage()
      .filterColumns(TemplateEntity)
      .map((c) => c.propertyName);
    expect(columns).toContain('image_name');
    expect(missing(columns, SERVER_COLUMNS)).toEqual([]);
  });

  it('every field the document entry DTO accepts (its validated properties)', () => {
    const properties = getMetadataStorage()
      .getTargetValidationMetadatas(CatalogTemplateEntryDto, '', true, false)
      .map((m) => m.propertyName);
    expect(properties).toContain('category_slug');
    expect(missing([...new Set(properties)], ENTRY_INPUTS)).toEqual([]);
  });

  it('every template write column, and no field twice', () => {
    expect(missing(Object.keys(TEMPLATE_WRITE_COLUMNS), [])).toEqual([]);
    expect(TEMPLATE_FIELDS).toHaveLength(documentFields.size);
  });
});
