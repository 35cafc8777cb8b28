import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { idFromBodyOrQuery } from '#lib/common';
import { Authenticated, CurrentCaller, CurrentOrg, InOrganization } from '../../auth/authenticated.decorator.js';
import type { UserCaller } from '../../auth/caller.js';
import type { OrgContext } from '../../auth/org-access.js';
import { AccessTokensService } from './access-tokens.service.js';
import {
  AccessTokenCreateDto,
  AccessTokenRotateDto,
  AccessTokenListQueryDto,
  AccessTokenListResponseDto,
  AccessTokenResponseDto,
  AccessTokenRevokeDto,
  AccessTokenRevokeQueryDto,
  AccessTokenSecretResponseDto,
} from './dto/access-token.dto.js';

@ApiTags('account')
@Controller('account/access-tokens')
@Authenticated({ accept: ['jwt'] })
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @Get()
  @ApiOperation({
    summary: 'List personal access tokens',
    description:
      "The caller's own tokens; organization admins may pass `scope=organization` for all of the organization's.",
  })
  @ApiOkResponse({ type: AccessTokenListResponseDto })
  async list(@CurrentCaller() caller: UserCaller, @Query() query: AccessTokenListQueryDto) {
    return { accessTokens: await this.tokens.list(caller, query.scope) };
  }

  @InOrganization('member', { active: true })
  @Post()
  @ApiOperation({
    summary: 'Mint a personal access token (svcp_) for one instance key of your organization',
    description:
      'Accepted only at the MCP endpoint, where it acts as that instance. The full token is shown only in this ' +
      'response. An instance of another organization: 404. No organization → 404 `no_organization`; suspended → 403.',
  })
  @ApiCreatedResponse({ type: AccessTokenSecretResponseDto })
  async create(@CurrentOrg() org: OrgContext, @Body() dto: AccessTokenCreateDto) {
    return { accessToken: await this.tokens.mint(org, dto) };
  }

  @Put()
  @ApiOperation({
    summary: 'Rotate a token: new secret, same id (minter only)',
    description:
      'With `grace_seconds` (1 s to 7 days) the previous secret keeps working until `previous_expires_at`, its uses ' +
      'counted in `previous_last_used_at`; without, it is refused at once. Rotating again or revoking ends it. ' +
      '`expires_in_days` sets a new expiry (days from now); omitted, the token keeps its expiry; `null` removes it. ' +
      'An organization admin who did not mint the token: 403; any other caller: 404. Revoked: 409; expired without ' +
      'a new `expires_in_days` (or `null`): 409.',
  })
  @ApiOkResponse({ type: AccessTokenSecretResponseDto })
  async rotate(@CurrentCaller() caller: UserCaller, @Body() dto: AccessTokenRotateDto) {
    return {
      accessToken: await this.tokens.rotate(caller, dto.id, dto.grace_seconds ?? null, dto.expires_in_days),
    };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke a token (minter or organization admin)',
    description: '`id` in the body or as `?id=`. The token stays in the list with `revoked_at`.',
  })
  @ApiBody({ type: AccessTokenRevokeDto, required: false })
  @ApiOkResponse({ type: AccessTokenResponseDto })
  async revoke(
    @CurrentCaller() caller: UserCaller,
    @Body() dto: AccessTokenRevokeDto,
    @Query() query: AccessTokenRevokeQueryDto,
  ) {
    return { accessToken: await this.tokens.revoke(caller, idFromBodyOrQuery(dto, query)) };
  }
}
