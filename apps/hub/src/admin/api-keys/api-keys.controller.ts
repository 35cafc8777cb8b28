import { Body, Controller, Delete, Get, HttpCode, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, idFromBodyOrQuery } from '#lib/common';
import { ApiKeyIdOptionalDto } from '../../account/api-keys/dto/api-key.dto.js';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { AdminApiKeyListResponseDto, AdminApiKeyResponseDto } from './dto/api-key.dto.js';
import { AdminApiKeysService } from './api-keys.service.js';

@ApiTags('admin')
@Controller('admin/api-keys')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminApiKeysController {
  constructor(private readonly keys: AdminApiKeysService) {}

  @Get()
  @ApiOperation({
    summary: 'List all API keys across organizations',
    description: 'Revoked keys included. Never the secret.',
  })
  @ApiOkResponse({ type: AdminApiKeyListResponseDto })
  async list(): Promise<AdminApiKeyListResponseDto> {
    return { apiKeys: await this.keys.list() };
  }

  @Delete()
  @Audited('api_key.revoke', 'id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke any API key',
    description: '`id` in the body or as `?id=`; revoking a revoked key changes nothing.',
  })
  @ApiBody({ type: ApiKeyIdOptionalDto, required: false })
  @ApiOkResponse({ type: AdminApiKeyResponseDto })
  async revoke(
    @Body() body: ApiKeyIdOptionalDto,
    @Query() query: ApiKeyIdOptionalDto,
  ): Promise<AdminApiKeyResponseDto> {
    return { apiKey: await this.keys.revoke(idFromBodyOrQuery(body, query)) };
  }
}
