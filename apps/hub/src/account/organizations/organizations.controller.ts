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
import { Authenticated, CurrentCaller, CurrentOrg, InOrganization } from '../../auth/authenticated.decorator.js';
import type { UserCaller } from '../../auth/caller.js';
import type { OrgContext } from '../../auth/org-access.js';
import {
  MemberAddDto,
  MemberListResponseDto,
  MemberRemoveDto,
  MemberResponseDto,
  MemberRoleDto,
  OrganizationCreateDto,
  OrganizationResponseDto,
} from './dto/organization.dto.js';
import { OrganizationsService } from './organizations.service.js';

@ApiTags('account')
@Controller('account/organizations')
@Authenticated({ accept: ['jwt'] })
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @InOrganization('member')
  @Get()
  @ApiOperation({
    summary: 'Get your organization',
    description: 'With your role in it. No organization → 404 with code `no_organization`.',
  })
  @ApiOkResponse({ type: OrganizationResponseDto })
  async get(@CurrentOrg() org: OrgContext): Promise<OrganizationResponseDto> {
    return { organization: await this.organizations.get(org) };
  }

  @Post()
  @ApiOperation({
    summary: 'Create an organization',
    description:
      'You become its admin and a free subscription is created, in one transaction. ' +
      'You already belong to one, or the slug is taken → 409.',
  })
  @ApiCreatedResponse({ type: OrganizationResponseDto })
  async create(
    @CurrentCaller() caller: UserCaller,
    @Body() body: OrganizationCreateDto,
  ): Promise<OrganizationResponseDto> {
    return { organization: await this.organizations.create(caller, body.name, body.slug) };
  }

  @InOrganization('member')
  @Get('members')
  @ApiOperation({
    summary: "List your organization's members",
    description: 'Any member. Admins first, then by joining time.',
  })
  @ApiOkResponse({ type: MemberListResponseDto })
  async members(@CurrentOrg() org: OrgContext): Promise<MemberListResponseDto> {
    return { members: await this.organizations.members(org) };
  }

  @InOrganization('admin')
  @Post('members')
  @ApiOperation({
    summary: 'Add an existing user by email',
    description: 'Organization admins only. Unknown email → 404; a user who already belongs to an organization → 409.',
  })
  @ApiCreatedResponse({ type: MemberResponseDto })
  async addMember(@CurrentOrg() org: OrgContext, @Body() body: MemberAddDto): Promise<MemberResponseDto> {
    return { member: await this.organizations.addMember(org, body.email, body.role) };
  }

  @InOrganization('admin')
  @Put('members')
  @ApiOperation({
    summary: "Change a member's role",
    description: 'Organization admins only. Demoting the last admin → 409. Not a member of your organization → 404.',
  })
  @ApiOkResponse({ type: MemberResponseDto })
  async setRole(@CurrentOrg() org: OrgContext, @Body() body: MemberRoleDto): Promise<MemberResponseDto> {
    return { member: await this.organizations.setMemberRole(org, body.user_id, body.role) };
  }

  @InOrganization('member')
  @Delete('members')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a member, or leave',
    description:
      'Organization admins remove any member; any member may remove themselves (leave the organization), others → 403. ' +
      '`user_id` in the body or as `?user_id=` (both and different → 400). Removing the last admin, also by leaving → 409. ' +
      "The removed user's personal access tokens for the organization's instances are revoked in the same transaction, " +
      'so they stay dead if the user is added again.',
  })
  @ApiBody({ type: MemberRemoveDto, required: false })
  @ApiNoContentResponse({ description: 'Removed.' })
  async removeMember(
    @CurrentOrg() org: OrgContext,
    @Body() body: MemberRemoveDto,
    @Query() query: MemberRemoveDto,
  ): Promise<void> {
    const userId = idFromBodyOrQuery({ id: body?.user_id }, { id: query?.user_id });
    await this.organizations.removeMember(org, userId);
  }
}
