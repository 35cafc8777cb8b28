import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Audited, idFromBodyOrQuery } from '#lib/common';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import {
  AdminCategoryListResponseDto,
  AdminCategoryResponseDto,
  CategoryCreateDto,
  CategoryIdOptionalDto,
  CategoryUpdateDto,
} from './dto/category.dto.js';
import { AdminCategoriesService } from './categories.service.js';

@ApiTags('admin')
@Controller('admin/categories')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'List all categories with template_count and access_count' })
  @ApiOkResponse({ type: AdminCategoryListResponseDto })
  async list(): Promise<AdminCategoryListResponseDto> {
    return { categories: await this.categories.list() };
  }

  @Post()
  @Audited('category.create', 'slug')
  @ApiOperation({ summary: 'Create a category', description: 'A taken slug → 409.' })
  @ApiCreatedResponse({ type: AdminCategoryResponseDto })
  async create(@Body() body: CategoryCreateDto): Promise<AdminCategoryResponseDto> {
    return { category: await this.categories.create(body) };
  }

  @Put()
  @Audited('category.update', 'id')
  @ApiOperation({
    summary: 'Update a category',
    description:
      'Partial: `id` plus the fields to change. Making it private hides its templates from organizations without a ' +
      'grant (syncing instances get them in `removed`); a new name, slug or icon bumps its templates for sync.',
  })
  @ApiOkResponse({ type: AdminCategoryResponseDto })
  async update(@Body() body: CategoryUpdateDto): Promise<AdminCategoryResponseDto> {
    return { category: await this.categories.update(body) };
  }

  @Delete()
  @Audited('category.delete', 'id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a category',
    description:
      '`id` in the body or as `?id=`. While templates reference it → 409 and nothing changes; its grants go with it.',
  })
  @ApiBody({ type: CategoryIdOptionalDto, required: false })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async delete(@Body() body: CategoryIdOptionalDto, @Query() query: CategoryIdOptionalDto): Promise<void> {
    await this.categories.delete(idFromBodyOrQuery(body, query));
  }
}
