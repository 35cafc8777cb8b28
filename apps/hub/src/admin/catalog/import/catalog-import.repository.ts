import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface HubTemplateSlug {
  slug: string;
  manager: string;
  /** The owning organization's slug (null: hub-owned). */
  org_slug: string | null;
}

export interface HubCategory {
  slug: string;
  name: string;
  sort_order: number;
}

/** What an import is fitted to: the hub's template slugs (who manages each) and its categories. */
@Injectable()
export class CatalogImportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  templateSlugs(): Promise<HubTemplateSlug[]> {
    return this.db.query(
      `SELECT t.slug, t.manager, o.slug AS org_slug
         FROM templates t LEFT JOIN organizations o ON o.id = t.owner_org_id`,
    );
  }

  categories(): Promise<HubCategory[]> {
    return this.db.query('SELECT slug, name, sort_order FROM categories ORDER BY sort_order, slug');
  }
}
