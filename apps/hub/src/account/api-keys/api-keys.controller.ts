import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { idFromBodyOrQuery } from '#lib/common';
import { Authenticated, CurrentOrg, InOrganization } from '../../auth/authenticated.decorator.js';
import type { OrgContext } from '../../auth/org-access.js';
import {
  ApiKeyCreateDto,
  ApiKeyIdOptionalDto,
  ApiKeyListResponseDto,
  ApiKeyReissueDto,
  ApiKeyResponseDto,
  ApiKeySecretResponseDto,
} from './dto/api-key.dto.js';
import { ApiKeysService } from './api-keys.service.js';

@ApiTags('account')
@Controller('account/api-keys')
@Authenticated({ accept: ['jwt'] })
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @InOrganization('member')
  @Get()
  @ApiOperation({
    summary: "List your organization's API keys (instance keys)",
    description: 'Any member. Revoked keys stay in the list. No organization → 404 `no_organization`.',
  })
  @ApiOkResponse({ type: ApiKeyListResponseDto })
  async list(@CurrentOrg() org: OrgContext): Promise<ApiKeyListResponseDto> {
    return { apiKeys: await this.keys.list(org) };
  }

  @InOrganization('admin', { active: true })
  @Post()
  @ApiOperation({
    summary: 'Create an API key',
    description:
      'Organization admins only (members → 403; suspended organization → 403). The full `svch_` key is in this response only. ' +
      'Optional `expires_in_days` (1–365): after that the key is refused with 401 `token_expired`.',
  })
  @ApiCreatedResponse({ type: ApiKeySecretResponseDto })
  async create(@CurrentOrg() org: OrgContext, @Body() body: ApiKeyCreateDto): Promise<ApiKeySecretResponseDto> {
    return { apiKey: await this.keys.create(org, body) };
  }

  @InOrganization('admin', { active: true })
  @Put()
  @ApiOperation({
    summary: 'Re-issue an API key',
    description:
      'Organization admins only. New secret, same id. Without `grace_seconds` the previous secret is refused from ' +
      'this moment; with it (1 s to 7 days) the previous secret keeps working until `previous_expires_at`, its uses ' +
      'counted in `previous_last_used_at`. Re-issuing again or revoking ends a kept secret at once. ' +
      "`expires_in_days` sets the new secret's expiry; omitted, the key keeps its expiry as it was; `null` removes " +
      'it. An expired key may be re-issued with a new `expires_in_days` (or `null`); without one → 400. ' +
      'A key of another organization → 404; a revoked key → 409.',
  })
  @ApiOkResponse({ type: ApiKeySecretResponseDto })
  async reissue(@CurrentOrg() org: OrgContext, @Body() body: ApiKeyReissueDto): Promise<ApiKeySecretResponseDto> {
    return { apiKey: await this.keys.reissue(org, body) };
  }

  @InOrganization('admin')
  @Delete()
  @ApiOperation({
    summary: 'Revoke an API key',
    description:
      'Organization admins only. `id` in the body or as `?id=`. The key stays listed with status `revoked` and `revoked_at`. ' +
      'Revoking a revoked key changes nothing.',
  })
  @ApiBody({ type: ApiKeyIdOptionalDto, required: false })
  @ApiOkResponse({ type: ApiKeyResponseDto })
  @HttpCode(200)
  async revoke(
    @CurrentOrg() org: OrgContext,
    @Body() body: ApiKeyIdOptionalDto,
    @Query() query: ApiKeyIdOptionalDto,
  ): Promise<ApiKeyResponseDto> {
    return { apiKey: await this.keys.revoke(org, idFromBodyOrQuery(body, query)) };
  }
}
