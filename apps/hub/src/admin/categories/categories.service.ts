import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import type { AdminCategoryDto, CategoryCreateDto, CategoryUpdateDto } from './dto/category.dto.js';
import { type AdminCategoryRow, AdminCategoriesRepository } from './categories.repository.js';

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
    if (!row) throw Problems.conflict(`A category with slug "${body.slug}" already exists.`);
    return toAdminCategory(row);
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
