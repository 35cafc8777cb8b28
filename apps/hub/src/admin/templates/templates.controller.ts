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
  AdminTemplateListQueryDto,
  TemplateCreateDto,
  TemplateIdOptionalDto,
  TemplateRollbackDto,
  TemplateUpdateDto,
  TemplateYankDto,
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
  @Audited('template.create', 'slug')
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

  @Post('yank')
  @Audited('template.yank', 'id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Yank a past revision',
    description:
      'Marks the revision withdrawn: it stays readable by exact revision and cannot be pinned; fleets pinned to it ' +
      'see `required`. Yanking the current revision → 409 (roll back instead). A second yank keeps the first reason.',
  })
  @ApiNoContentResponse({ description: 'Yanked.' })
  async yank(@Body() body: TemplateYankDto): Promise<void> {
    await this.templates.yank(body);
  }

  @Post('rollback')
  @Audited('template.rollback', 'id')
  @ApiOperation({
    summary: 'Roll back to an earlier revision',
    description:
      'Publishes a new revision whose deployable fields are exactly those of `to_revision` and yanks every revision ' +
      'after `to_revision` with the reason. `to_revision` not before the current one, or yanked → 409.',
  })
  @ApiOkResponse({ type: AdminTemplateResponseDto })
  @HttpCode(200)
  async rollback(@Body() body: TemplateRollbackDto): Promise<AdminTemplateResponseDto> {
    return { template: await this.templates.rollback(body) };
  }

  @Put()
  @Audited('template.update', 'id')
  @ApiOperation({
    summary: 'Update a template',
    description:
      'Partial: `id` plus the fields to change; others keep their values. Bumps updated_at (catalog sync). A change ' +
      'to a deployable field publishes the next revision (with the release notes `changes` / ' +
      '`contains_security_updates`, which are a 400 on a write that publishes none).',
  })
  @ApiOkResponse({ type: AdminTemplateResponseDto })
  async update(@Body() body: TemplateUpdateDto): Promise<AdminTemplateResponseDto> {
    return { template: await this.templates.update(body) };
  }

  @Delete()
  @Audited('template.delete', 'id')
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
