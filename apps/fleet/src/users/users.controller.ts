import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, uuidParam } from '#lib/common';
import { Authenticated } from '../auth/authenticated.decorator.js';
import {
  UserCreateDto,
  UserIdentityListResponseDto,
  UserIdentityUpdateDto,
  UserListResponseDto,
  UserResponseDto,
  UserUpdateDto,
} from './dto/user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('users')
@Authenticated()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List fleet users (local ones and those who signed in through OIDC)' })
  @ApiOkResponse({ type: UserListResponseDto })
  async list(): Promise<UserListResponseDto> {
    return { users: await this.users.list() };
  }

  @Post()
  @Audited('user.create')
  @ApiOperation({ summary: 'Create a local user (login form)' })
  @ApiCreatedResponse({ type: UserResponseDto })
  async create(@Body() body: UserCreateDto): Promise<UserResponseDto> {
    return { user: await this.users.create(body) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserResponseDto })
  async get(@Param('id', uuidParam()) id: string): Promise<UserResponseDto> {
    return { user: await this.users.get(id) };
  }

  @Put(':id')
  @Audited('user.update', 'id')
  @ApiOperation({ summary: 'Update a user (partial); a new password or role ends the user’s sessions' })
  @ApiOkResponse({ type: UserResponseDto })
  async update(@Param('id', uuidParam()) id: string, @Body() body: UserUpdateDto): Promise<UserResponseDto> {
    return { user: await this.users.update(id, body) };
  }

  @Put(':id/identity')
  @Audited('user.identity.link', 'id')
  @ApiOperation({
    summary: 'Link an OIDC user to another identity of the provider (issuer, subject)',
    description:
      'After a 403 `identity_conflict` naming the identity (an email the provider does not mark verified, or shared ' +
      'by several users; docs/identity-providers.md). The user keeps its other identities. Another user bound to it ' +
      '→ 409; this user already → 200, nothing changed; a local user → 400.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  async relink(@Param('id', uuidParam()) id: string, @Body() body: UserIdentityUpdateDto): Promise<UserResponseDto> {
    return { user: await this.users.relink(id, body) };
  }

  @Get(':id/identities')
  @ApiOperation({
    summary: "A user's identities at the provider, and how each was linked",
    description:
      'Every (issuer, subject) that signs in as this user, oldest first: when and how it was linked (`provisioned`, ' +
      '`verified_email`, `administrator`, `migrated`), the email its token carried then, and its last use ' +
      '(docs/identity-providers.md). A local user has none. Unknown user → 404.',
  })
  @ApiOkResponse({ type: UserIdentityListResponseDto })
  async identities(@Param('id', uuidParam()) id: string): Promise<UserIdentityListResponseDto> {
    return { identities: await this.users.identities(id) };
  }

  @Delete(':id')
  @Audited('user.delete', 'id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user; their sessions end' })
  @ApiNoContentResponse()
  async delete(@Param('id', uuidParam()) id: string): Promise<void> {
    await this.users.delete(id);
  }
}
