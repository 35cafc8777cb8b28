import { Inject, Injectable } from '@nestjs/common';
import { iso, noteAudit, Problems } from '#lib/common';
import { mintToken } from '#lib/credentials';
import { callerLabel, type Caller } from '../auth/caller.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import type { MachineTokenCreateDto, MachineTokenDto, MachineTokenSecretDto } from './dto/machine-token.dto.js';
import { MachineTokensRepository, type MachineTokenRow } from './machine-tokens.repository.js';

function toDto(row: MachineTokenRow): MachineTokenDto {
  const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now();
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    token_prefix: row.token_prefix,
    status: row.revoked_at ? 'revoked' : expired ? 'expired' : 'active',
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
    created_at: iso(row.created_at),
  };
}

@Injectable()
export class MachineTokensService {
  constructor(
    private readonly repository: MachineTokensRepository,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async list(): Promise<MachineTokenDto[]> {
    return (await this.repository.list()).map(toDto);
  }

  async create(input: MachineTokenCreateDto, caller: Caller): Promise<MachineTokenSecretDto> {
    const minted = mintToken('machineToken', this.config.tokenPepper);
    const row = await this.repository.create({
      name: input.name.trim(),
      role: input.role,
      hash: minted.hash,
      prefix: minted.prefix,
      expiresInDays: input.expires_in_days ?? null,
      createdBy: callerLabel(caller),
    });
    noteAudit({
      target: row.id,
      changes: { name: row.name, role: row.role, token_prefix: row.token_prefix, expires_at: iso(row.expires_at) },
    });
    return { ...toDto(row), token: minted.token };
  }

  /** New secret, same id (and the original lifetime starts again); a revoked token cannot come back. */
  async reissue(id: string): Promise<MachineTokenSecretDto> {
    const minted = mintToken('machineToken', this.config.tokenPepper);
    const row = await this.repository.reissue(id, minted.hash, minted.prefix);
    if (row) {
      noteAudit({ changes: { name: row.name, token_prefix: row.token_prefix } });
      return { ...toDto(row), token: minted.token };
    }
    if (await this.repository.find(id)) throw Problems.conflict('A revoked machine token cannot be reissued.');
    throw Problems.notFound('No such machine token.');
  }

  async revoke(id: string): Promise<MachineTokenDto> {
    const row = await this.repository.revoke(id);
    if (!row) throw Problems.notFound('No such machine token.');
    noteAudit({ changes: { name: row.name, token_prefix: row.token_prefix } });
    return toDto(row);
  }
}
