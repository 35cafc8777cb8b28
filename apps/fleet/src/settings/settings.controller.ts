import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '#lib/common';
import { Authenticated } from '../auth/authenticated.decorator.js';
import {
  HubSettingsResponseDto,
  HubSettingsUpdateDto,
  OidcSettingsResponseDto,
  OidcSettingsUpdateDto,
} from './dto/settings.dto.js';
import { SettingsService, type HubSettings, type OidcSettings } from './settings.service.js';

const oidcView = (s: OidcSettings): OidcSettingsResponseDto => ({
  settings: {
    issuer: s.issuer ?? null,
    client_id: s.clientId ?? null,
    client_secret_set: Boolean(s.clientSecret),
    audience: s.audience ?? null,
    scopes: s.scopes,
    redirect_uri: s.redirectUri,
    env_overrides: s.envOverrides,
  },
});

const hubView = (s: HubSettings): HubSettingsResponseDto => ({
  settings: {
    hub_url: s.hubUrl ?? null,
    instance_key_set: Boolean(s.instanceKey),
    instance_key_prefix: s.instanceKeyPrefix ?? null,
    env_overrides: s.envOverrides,
  },
});

@ApiTags('settings')
@Controller('settings')
@Authenticated()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('oidc')
  @ApiOperation({ summary: 'The OIDC provider settings in effect (secrets are never shown)' })
  @ApiOkResponse({ type: OidcSettingsResponseDto })
  async getOidc(): Promise<OidcSettingsResponseDto> {
    return oidcView(await this.settings.oidc());
  }

  @Put('oidc')
  @Audited('settings.oidc.update')
  @ApiOperation({
    summary: 'Update the stored OIDC settings (partial)',
    description: 'FLEET_OIDC_* variables still win over what is stored here.',
  })
  @ApiOkResponse({ type: OidcSettingsResponseDto })
  async putOidc(@Body() body: OidcSettingsUpdateDto): Promise<OidcSettingsResponseDto> {
    return oidcView(await this.settings.updateOidc(body));
  }

  @Get('hub')
  @ApiOperation({ summary: 'The hub connection in effect (the instance key is never shown)' })
  @ApiOkResponse({ type: HubSettingsResponseDto })
  async getHub(): Promise<HubSettingsResponseDto> {
    return hubView(await this.settings.hub());
  }

  @Put('hub')
  @Audited('settings.hub.update')
  @ApiOperation({
    summary: 'Update the stored hub connection (partial)',
    description: 'FLEET_HUB_URL / FLEET_HUB_INSTANCE_KEY still win. A different hub or key starts the mirror afresh.',
  })
  @ApiOkResponse({ type: HubSettingsResponseDto })
  async putHub(@Body() body: HubSettingsUpdateDto): Promise<HubSettingsResponseDto> {
    return hubView(await this.settings.updateHub(body));
  }
}
