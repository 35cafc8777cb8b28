import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Audited } from '#lib/common';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import {
  GrantCreateDto,
  GrantListQueryDto,
  GrantListResponseDto,
  GrantResponseDto,
  GrantSelectorDto,
} from './dto/catalog-access.dto.js';
import { CatalogAccessService } from './catalog-access.service.js';

@ApiTags('admin')
@Controller('admin/catalog-access')
@Authenticated({ accept: ['jwt'], admin: true })
export class CatalogAccessController {
  constructor(private readonly access: CatalogAccessService) {}

  @Get()
  @ApiOperation({
    summary: 'List access grants',
    description: 'Optionally only those of one organization or one category.',
  })
  @ApiOkResponse({ type: GrantListResponseDto })
  async list(@Query() query: GrantListQueryDto): Promise<GrantListResponseDto> {
    return { grants: await this.access.list(query) };
  }

  @Post()
  @Audited('catalog_access.grant', 'category_id')
  @ApiOperation({
    summary: 'Grant an organization access to a private category',
    description:
      'A category that is not private → 400; a grant that exists → 409; unknown organization or category → 404.',
  })
  @ApiCreatedResponse({ type: GrantResponseDto })
  async grant(@Body() body: GrantCreateDto): Promise<GrantResponseDto> {
    return { grant: await this.access.grant(body.org_id, body.category_id) };
  }

  @Delete()
  @Audited('catalog_access.revoke', 'id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke a grant',
    description:
      'By `id`, or by `org_id` + `category_id`, in the body or the query; a field given in both with different values → 400. ' +
      'Syncing instances of the organization get the templates it loses in `removed`.',
  })
  @ApiBody({ type: GrantSelectorDto, required: false })
  @ApiNoContentResponse({ description: 'Revoked.' })
  async revoke(@Body() body: GrantSelectorDto, @Query() query: GrantSelectorDto): Promise<void> {
    await this.access.revoke(body, query);
  }
}
