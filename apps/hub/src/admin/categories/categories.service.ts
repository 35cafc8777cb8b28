import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import type { AdminCategoryDto, CategoryCreateDto, CategoryUpdateDto } from './dto/category.dto.js';
import type { WriteTransaction } from '../templates/templates.repository.js';
import { type AdminCategoryRow, AdminCategoriesRepository, type CategoryWrite } from './categories.repository.js';

function toAdminCategory(r: AdminCategoryRow): AdminCategoryDto {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    icon: r.icon,
    sort_order: r.sort_order,
    is_private: r.is_private,
    template_count: Number(r.template_count),
    access_count: Number(r.access_count),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

@Injectable()
export class AdminCategoriesService {
  constructor(private readonly repository: AdminCategoriesRepository) {}

  async list(): Promise<AdminCategoryDto[]> {
    return (await this.repository.list()).map(toAdminCategory);
  }

  async create(body: CategoryCreateDto): Promise<AdminCategoryDto> {
    const row = await this.repository.create({ ...body, name: body.name.trim() });
    if (!row) {
      throw Problems.conflict(`A category with slug "${body.slug}" already exists.`, [
        { field: 'slug', message: 'slug is taken by another category' },
      ]);
    }
    return toAdminCategory(row);
  }

  /** create, inside a batch's transaction (the catalog document's apply): the new category's id. */
  async createWithin(tx: WriteTransaction, body: CategoryCreateDto): Promise<string> {
    const id = await this.repository.insertIn(tx, { ...body, name: body.name.trim() });
    if (!id) throw Problems.conflict(`A category with slug "${body.slug}" already exists.`);
    return id;
  }

  /** update, inside a batch's transaction (the caller tracks visibility). */
  async updateWithin(tx: WriteTransaction, id: string, values: CategoryWrite): Promise<void> {
    if (!(await this.repository.updateIn(tx, id, { ...values, name: values.name?.trim() }))) {
      throw Problems.notFound('No such category.');
    }
  }

  /** delete of a category the caller has checked no template references, inside a batch's transaction. */
  async deleteWithin(tx: WriteTransaction, id: string): Promise<void> {
    await this.repository.deleteIn(tx, id);
  }

  async update(body: CategoryUpdateDto): Promise<AdminCategoryDto> {
    const { id, ...values } = body;
    const row = await this.repository.update(id, { ...values, name: values.name?.trim() });
    if (!row) throw Problems.notFound('No such category.');
    return toAdminCategory(row);
  }

  async delete(id: string): Promise<void> {
    const result = await this.repository.delete(id);
    if (result === 'not_found') throw Problems.notFound('No such category.');
    if (result === 'in_use')
      throw Problems.conflict('Templates still reference this category; move or delete them first.');
  }
}
