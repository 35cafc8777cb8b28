import { Injectable } from '@nestjs/common';
import { Problems } from '#lib/common';
import { evaluateFit, type FitAnswer, type FitContext, type FitTemplate, type Inventory } from '#lib/hardware';
import { type Caller, catalogScopeOf, type InstanceKeyCaller } from '../../auth/caller.js';
import { HubCache } from '../../cache/hub-cache.js';
import { cachedBytes, CatalogService, type Cached } from '../catalog.service.js';
import type { CatalogTemplateDto, TemplateListQueryDto } from '../dto/catalog.dto.js';
import { etagOf, withEncodings } from '../http-cache.js';
import { FIT_SHAPE_FIELDS } from '../catalog.repository.js';
import { FitRepository } from './fit.repository.js';

function serialized<T>(body: T): Cached<T> {
  const json = JSON.stringify(body);
  return { body, etag: etagOf('fit', json), payload: Buffer.from(json) };
}

/**
 * "Will it run here?" (docs/api-decisions.md): a template's requirements against the calling instance's last
 * reported inventory, by libs/hardware's rules. Answers are cached per instance in the HubCache, which any write
 * to templates, categories, grants, organizations, keys or an inventory whose content changed flushes (here or,
 * through NOTIFY, on every other hub process).
 */
@Injectable()
export class FitService {
  constructor(
    private readonly repository: FitRepository,
    private readonly catalog: CatalogService,
    private readonly cache: HubCache,
  ) {}

  private async remember<T>(key: string, compute: () => Promise<Cached<T>>): Promise<Cached<T>> {
    const hit = this.cache.get<Cached<T>>(key);
    if (hit) return hit;
    const generation = this.cache.begin();
    const result = await withEncodings(await compute());
    this.cache.set(key, generation, result, cachedBytes(result));
    return result;
  }

  private async context(instanceId: string): Promise<FitContext> {
    const row = await this.repository.hardware(instanceId);
    if (!row) throw Problems.notFound('This instance no longer exists.');
    return {
      tier: row.tier,
      inventory: row.inventory as Inventory | null,
      reportedAt: row.reported_at ? new Date(row.reported_at) : null,
    };
  }

  private answer(template: FitTemplate, context: FitContext): FitAnswer {
    return evaluateFit(template, context);
  }

  /**
   * GET /catalog/templates/:slug/fit and MCP check_fit; 404 when the template is not visible (as get by slug).
   * With `revision`, that published revision's deployable fields are checked (a fleet pinned to it deploys them).
   */
  check(caller: InstanceKeyCaller, slug: string, revision?: number): Promise<Cached<FitAnswer>> {
    return this.remember(`fit|${caller.keyId}|${slug}|${revision ?? ''}`, async () => {
      const template = await this.repository.bySlug(catalogScopeOf(caller), slug);
      if (!template) throw Problems.notFound(`No template "${slug}" is visible to you.`);
      let checked: FitTemplate = template;
      if (revision !== undefined) {
        const published = await this.repository.revision(template.id, revision);
        if (!published) throw Problems.notFound(`Template "${slug}" has no revision ${revision}.`);
        checked = published;
      }
      return serialized(this.answer(checked, await this.context(caller.keyId)));
    });
  }

  /** Whether a list query asks for fit (`fits`, `include`); a plain list never comes here. */
  static asked(query: TemplateListQueryDto): boolean {
    return query.fits !== undefined || query.include !== undefined;
  }

  /**
   * The catalog list with `?fits=true` (only templates that fit, paged after filtering) and/or `?include=fit`
   * (each item carries `fit`); for an instance key only.
   */
  async list(caller: Caller, query: TemplateListQueryDto): Promise<Cached<unknown>> {
    const fits = query.fits ?? '';
    const include = query.include ?? '';
    if (fits !== '' && fits !== 'true' && fits !== 'false') {
      throw Problems.validation('fits must be true or false.', [
        { field: 'fits', message: 'fits must be true or false' },
      ]);
    }
    if (include !== '' && include !== 'fit') {
      throw Problems.validation('include must be fit.', [{ field: 'include', message: 'include must be fit' }]);
    }
    const { fits: _fits, include: _include, ...plain } = query;
    const fitsOnly = fits === 'true';
    const withFit = include === 'fit';
    if ((fitsOnly || withFit) && caller.kind !== 'instanceKey') {
      const field = fitsOnly ? 'fits' : 'include';
      throw Problems.validation(`${field} answers for an instance: call with its instance key.`, [
        { field, message: 'only with an instance key' },
      ]);
    }
    if (caller.kind !== 'instanceKey' || (!fitsOnly && !withFit)) return this.catalog.list(caller, plain);
    const key = `fitlist|${caller.keyId}|${JSON.stringify([plain.category, plain.search, plain.featured, plain.tags, plain.kind, plain.gpu, plain.sort, plain.facets, plain.page, plain.limit, fitsOnly, withFit])}`;
    return this.remember(key, async () => {
      const context = await this.context(caller.keyId);
      if (!fitsOnly) {
        const page = (await this.catalog.list(caller, plain)).body;
        const fitted = await this.withFits(page.templates, context);
        // did_you_mean and facets (docs/search.md) stay as the list answered them.
        return serialized({ ...page, templates: fitted });
      }
      // The fit rules run once per distinct requirement shape of the matches (one statement reads them); the
      // list's own statement then pages over the templates of the shapes that fit. (Paging through the whole list
      // instead ran the ranked search again for every page of 100: quadratic in the matches.)
      const fitOf = this.fitter(context);
      const body = await this.catalog.listFitting(caller, plain, (shapes) =>
        shapes.filter((shape) => fitOf(shape).verdict === 'fits'),
      );
      if (!withFit) return serialized(body);
      return serialized({ ...body, templates: await this.withFits(body.templates, context) });
    });
  }

  /** The fit rules for one context, remembered per requirement shape (FIT_SHAPE_FIELDS, as JSON text). */
  private fitter(context: FitContext): (shape: string) => FitAnswer {
    const answers = new Map<string, FitAnswer>();
    return (shape) => {
      let answer = answers.get(shape);
      if (!answer) {
        const values = JSON.parse(shape) as unknown[];
        const template = Object.fromEntries(FIT_SHAPE_FIELDS.map((field, i) => [field, values[i]])) as unknown;
        answer = this.answer(template as FitTemplate, context);
        answers.set(shape, answer);
      }
      return answer;
    };
  }

  private async withFits(
    templates: CatalogTemplateDto[],
    context: FitContext,
  ): Promise<(CatalogTemplateDto & { fit: FitAnswer })[]> {
    const rows = new Map((await this.repository.byIds(templates.map((t) => t.id))).map((r) => [r.id, r]));
    return templates.flatMap((t) => {
      const row = rows.get(t.id);
      // Deleted between the two reads: left out (the next read, after the flush, is consistent).
      return row ? [{ ...t, fit: this.answer(row, context) }] : [];
    });
  }
}
