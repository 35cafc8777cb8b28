import { Body, Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { UserCaller } from '../../auth/caller.js';
import { ProfileResponseDto, ProfileUpdateDto } from './dto/profile.dto.js';
import { ProfileService } from './profile.service.js';

@ApiTags('account')
@Controller('account/profile')
@Authenticated({ accept: ['jwt'] })
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ApiOperation({
    summary: 'Your profile',
    description: 'With your organization (and your role in it), or `organization: null`.',
  })
  @ApiOkResponse({ type: ProfileResponseDto })
  async get(@CurrentCaller() caller: UserCaller): Promise<ProfileResponseDto> {
    return { profile: await this.profile.get(caller) };
  }

  @Put()
  @ApiOperation({ summary: 'Update your name', description: 'Only `name` is writable.' })
  @ApiOkResponse({ type: ProfileResponseDto })
  async update(@CurrentCaller() caller: UserCaller, @Body() body: ProfileUpdateDto): Promise<ProfileResponseDto> {
    return { profile: await this.profile.rename(caller, body.name) };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete your account',
    description:
      'Your membership and personal access tokens are deleted with it. The last superadmin, or the last admin of an ' +
      'organization that has other members → 409. When you are the last member of your organization, the organization ' +
      'is deleted with you: its API keys stop working, its grants, subscription, support tickets and DNS records go, and ' +
      'templates it owned stay without an owner. Signing in again later creates a new, empty account.',
  })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async delete(@CurrentCaller() caller: UserCaller): Promise<void> {
    await this.profile.delete(caller);
  }
}
