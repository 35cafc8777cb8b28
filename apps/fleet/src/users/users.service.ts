import { Inject, Injectable, Logger } from '@nestjs/common';
import { changedFields, iso, noteAudit, Problems, SECRET_CHANGED } from '#lib/common';
import { foldEmail } from '#lib/auth';
import { hashPassword } from '#lib/credentials';
import type { UserCreateDto, UserDto, UserIdentityDto, UserIdentityUpdateDto, UserUpdateDto } from './dto/user.dto.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { UsersRepository, type UserRow } from './users.repository.js';

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    auth_method: row.auth_method,
    last_login_at: iso(row.last_login_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly repository: UsersRepository,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async list(): Promise<UserDto[]> {
    return (await this.repository.list()).map(toUserDto);
  }

  async get(id: string): Promise<UserDto> {
    const row = await this.repository.find(id);
    if (!row) throw Problems.notFound('No such user.');
    return toUserDto(row);
  }

  async create(input: UserCreateDto): Promise<UserDto> {
    const email = foldEmail(input.email.trim());
    if (await this.repository.findLocalWithHash(email)) {
      throw Problems.conflict('A local user with this email exists.', [
        { field: 'email', message: 'a local user with this email exists' },
      ]);
    }
    const row = await this.repository.createLocal({
      email,
      name: input.name.trim(),
      role: input.role,
      passwordHash: await hashPassword(input.password, this.config.passwordHashCost),
    });
    noteAudit({ target: row.id, changes: { email: row.email, name: row.name, role: row.role } });
    return toUserDto(row);
  }

  async update(id: string, input: UserUpdateDto): Promise<UserDto> {
    const existing = await this.repository.find(id);
    if (!existing) throw Problems.notFound('No such user.');
    if (existing.auth_method !== 'local' && (input.password !== undefined || input.email !== undefined)) {
      throw Problems.validation('The email and password of an OIDC user belong to the provider.', [
        { field: input.password !== undefined ? 'password' : 'email', message: 'not settable for an OIDC user' },
      ]);
    }
    const email = input.email === undefined ? undefined : foldEmail(input.email.trim());
    if (email && email !== existing.email && (await this.repository.findLocalWithHash(email))) {
      throw Problems.conflict('A local user with this email exists.', [
        { field: 'email', message: 'a local user with this email exists' },
      ]);
    }
    const row = await this.repository.update(id, {
      email,
      name: input.name?.trim(),
      role: input.role,
      passwordHash:
        input.password !== undefined ? await hashPassword(input.password, this.config.passwordHashCost) : undefined,
    });
    if (!row) throw Problems.notFound('No such user.');
    const changes: Record<string, unknown> = changedFields(existing, row, ['email', 'name', 'role']);
    if (input.password !== undefined) changes.password = SECRET_CHANGED;
    noteAudit({
      action: changes.role ? 'user.role.change' : 'user.update',
      changes: { user: row.email ?? row.name, ...changes },
    });
    return toUserDto(row);
  }

  /** Links one more identity of the provider to an OIDC user (docs/identity-providers.md); its others stay. */
  async relink(id: string, input: UserIdentityUpdateDto): Promise<UserDto> {
    const existing = await this.repository.find(id);
    if (!existing) throw Problems.notFound('No such user.');
    if (existing.auth_method !== 'oidc') {
      throw Problems.validation('Only a user who signs in through the provider has a provider identity.', [
        { field: 'id', message: 'not an OIDC user' },
      ]);
    }
    const result = await this.repository.linkByAdministrator(id, input.issuer, input.subject);
    if (result === 'not_found') throw Problems.notFound('No such user.');
    if (result === 'taken') {
      throw Problems.conflict('Another user is bound to this identity; delete that user first if it is a stray copy.');
    }
    if (result === 'linked')
      this.logger.warn(`user ${id} linked to (${input.issuer}, ${input.subject}) by an administrator`);
    noteAudit({ changes: { email: existing.email, issuer: input.issuer, subject: input.subject } });
    return toUserDto((await this.repository.find(id))!);
  }

  /** The user's provider identities: the record of each link (when, which identity, how). */
  async identities(id: string): Promise<UserIdentityDto[]> {
    if (!(await this.repository.find(id))) throw Problems.notFound('No such user.');
    return (await this.repository.listIdentities(id)).map((r) => ({
      id: r.id,
      issuer: r.issuer,
      subject: r.subject,
      email: r.email,
      how: r.how,
      created_at: iso(r.created_at),
      last_seen_at: iso(r.last_seen_at),
    }));
  }

  async delete(id: string): Promise<void> {
    const existing = await this.repository.find(id);
    if (!existing || !(await this.repository.delete(id))) throw Problems.notFound('No such user.');
    noteAudit({ changes: { email: existing.email, name: existing.name, role: existing.role } });
  }
}
