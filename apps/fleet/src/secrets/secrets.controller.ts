import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '#lib/common';
import { Authenticated, Sensitive } from '../auth/authenticated.decorator.js';
import { SecretListResponseDto, SecretPutDto, SecretResponseDto } from './dto/secret.dto.js';
import { SecretsService } from './secrets.service.js';

@ApiTags('secrets')
@Controller('secrets')
@Authenticated()
export class SecretsController {
  constructor(private readonly secrets: SecretsService) {}

  @Get()
  @ApiOperation({ summary: 'List secret names' })
  @ApiOkResponse({ type: SecretListResponseDto })
  async list(): Promise<SecretListResponseDto> {
    return { secrets: await this.secrets.list() };
  }

  @Get(':name')
  @Sensitive()
  @ApiOperation({
    summary: 'Read a secret with its value',
    description: 'Every authenticated caller may (flat authorization); with FLEET_ENFORCE_ROLES=true, admins only.',
  })
  @ApiOkResponse({ type: SecretResponseDto })
  async get(@Param('name') name: string): Promise<SecretResponseDto> {
    return { secret: await this.secrets.get(name) };
  }

  @Put(':name')
  @Audited('secret.put', 'name')
  @ApiOperation({ summary: 'Create or replace a secret' })
  @ApiOkResponse({ type: SecretResponseDto })
  async put(@Param('name') name: string, @Body() body: SecretPutDto): Promise<SecretResponseDto> {
    return { secret: await this.secrets.put(name, body.value) };
  }

  @Delete(':name')
  @Audited('secret.delete', 'name')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a secret' })
  @ApiNoContentResponse()
  async delete(@Param('name') name: string): Promise<void> {
    await this.secrets.delete(name);
  }
}
