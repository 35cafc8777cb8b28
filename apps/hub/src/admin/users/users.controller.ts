import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, idFromBodyOrQuery, uuidParam } from '#lib/common';
import { Authenticated, CurrentCaller } from '../../auth/authenticated.decorator.js';
import type { UserCaller } from '../../auth/caller.js';
import {
  AdminUserIdentityListResponseDto,
  AdminUserListResponseDto,
  AdminUserResponseDto,
  UserIdentityUpdateDto,
  UserIdOptionalDto,
  UserRoleUpdateDto,
} from './dto/user.dto.js';
import { AdminUsersService } from './users.service.js';

@ApiTags('admin')
@Controller('admin/users')
@Authenticated({ accept: ['jwt'], admin: true })
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'List all users with their organization', description: 'Ordered by email.' })
  @ApiOkResponse({ type: AdminUserListResponseDto })
  async list(): Promise<AdminUserListResponseDto> {
    return { users: await this.users.list() };
  }

  @Put()
  @Audited('user.update', 'id')
  @ApiOperation({
    summary: "Change a user's hub role",
    description:
      'Roles `user` | `admin` | `superadmin`. Only a superadmin grants or removes admin-level roles or changes a superadmin ' +
      '(else 403); nobody raises their own role (403); demoting the last superadmin → 409. ' +
      'HUB_SUPERADMIN_EMAILS makes a listed user superadmin again at their next request.',
  })
  @ApiOkResponse({ type: AdminUserResponseDto })
  async setRole(@CurrentCaller() caller: UserCaller, @Body() body: UserRoleUpdateDto): Promise<AdminUserResponseDto> {
    return { user: await this.users.setRole(caller, body.id, body.role) };
  }

  @Put('identity')
  @Audited('user.identity.relink', 'id')
  @ApiOperation({
    summary: 'Link a user to another OpenID identity (issuer, subject)',
    description:
      'For a person whose email the provider does not say is verified, after a 403 `identity_conflict` naming the ' +
      'identity (docs/identity-providers.md). Superadmins only (else 403). Another user already bound to that ' +
      'identity → 409; this user already bound to it → 200, nothing changed. The account (organization, role, ' +
      'tokens) then answers to that identity as well as to its others; the link is recorded (`GET …/{id}/identities`).',
  })
  @ApiOkResponse({ type: AdminUserResponseDto })
  async relink(
    @CurrentCaller() caller: UserCaller,
    @Body() body: UserIdentityUpdateDto,
  ): Promise<AdminUserResponseDto> {
    return { user: await this.users.relink(caller, body.id, body.issuer, body.subject) };
  }

  @Get(':id/identities')
  @ApiOperation({
    summary: "A user's identities at the provider, and how each was linked",
    description:
      'Every (issuer, subject) that signs in as this account, oldest first: when and how it was linked ' +
      '(`provisioned`, `verified_email`, `administrator`, `migrated`), with the email its token carried then and its ' +
      'last use (docs/identity-providers.md). Admins and superadmins; unknown user → 404.',
  })
  @ApiOkResponse({ type: AdminUserIdentityListResponseDto })
  async identities(@Param('id', uuidParam()) id: string): Promise<AdminUserIdentityListResponseDto> {
    return { identities: await this.users.identities(id) };
  }

  @Delete()
  @Audited('user.delete', 'id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a user',
    description:
      '`id` in the body or as `?id=`. Their membership and personal access tokens go with them. Only a superadmin deletes an ' +
      'admin or superadmin (else 403); yourself → 403 (use the profile endpoint); the last superadmin, or the last admin of ' +
      'an organization with other members → 409. The last member of an organization takes the organization with them ' +
      '(keys, grants, subscription, tickets, DNS records; owned templates stay without an owner).',
  })
  @ApiBody({ type: UserIdOptionalDto, required: false })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async delete(
    @CurrentCaller() caller: UserCaller,
    @Body() body: UserIdOptionalDto,
    @Query() query: UserIdOptionalDto,
  ): Promise<void> {
    await this.users.delete(caller, idFromBodyOrQuery(body, query));
  }
}
