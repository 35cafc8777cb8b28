import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { idFromBodyOrQuery } from '#lib/common';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import {
  AdminTemplateListQueryDto,
  TemplateCreateDto,
  TemplateIdOptionalDto,
  TemplateUpdateDto,
} from './dto/template-input.dto.js';
import { AdminTemplateListResponseDto, AdminTemplateResponseDto } from './dto/template-response.dto.js';
import { AdminTemplatesService } from './templates.service.js';

@ApiTags('admin')
@Controller('admin/templates')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminTemplatesController {
  constructor(private readonly templates: AdminTemplatesService) {}

  @Get()
  @ApiOperation({
    summary: 'List all templates (private and organization-owned included)',
    description: 'Paged like the catalog; ordered by name (case-insensitive), then id. Credentials are never returned.',
  })
  @ApiOkResponse({ type: AdminTemplateListResponseDto })
  list(@Query() query: AdminTemplateListQueryDto): Promise<AdminTemplateListResponseDto> {
    return this.templates.list(query);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a template',
    description:
      'Required: name, slug, category_id, image_name. A taken slug → 409. `registry_credentials` are encrypted at rest ' +
      'and never returned. A category_id or owner_org_id that does not exist → 400.',
  })
  @ApiCreatedResponse({ type: AdminTemplateResponseDto })
  async create(@Body() body: TemplateCreateDto): Promise<AdminTemplateResponseDto> {
    return { template: await this.templates.create(body) };
  }

  @Put()
  @ApiOperation({
    summary: 'Update a template',
    description: 'Partial: `id` plus the fields to change; others keep their values. Bumps updated_at (catalog sync).',
  })
  @ApiOkResponse({ type: AdminTemplateResponseDto })
  async update(@Body() body: TemplateUpdateDto): Promise<AdminTemplateResponseDto> {
    return { template: await this.templates.update(body) };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a template',
    description: '`id` in the body or as `?id=`. Syncing instances get it in `removed`.',
  })
  @ApiBody({ type: TemplateIdOptionalDto, required: false })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async delete(@Body() body: TemplateIdOptionalDto, @Query() query: TemplateIdOptionalDto): Promise<void> {
    await this.templates.delete(idFromBodyOrQuery(body, query));
  }
}
