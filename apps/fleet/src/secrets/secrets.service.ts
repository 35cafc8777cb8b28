import { Inject, Injectable } from '@nestjs/common';
import { iso, noteAudit, Problems, SECRET_CHANGED } from '#lib/common';
import { decryptSecret, encryptSecret } from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { SECRET_NAME, type SecretDto, type SecretSummaryDto } from './dto/secret.dto.js';
import { SecretsRepository } from './secrets.repository.js';

/** The ciphertext is bound to the secret's name, so a value copied to another row does not decrypt. */
export const secretContext = (name: string) => `secret:${name}`;

@Injectable()
export class SecretsService {
  constructor(
    private readonly repository: SecretsRepository,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  private checkName(name: string): void {
    if (!SECRET_NAME.test(name)) {
      throw Problems.validation('name must match ^[A-Za-z_][A-Za-z0-9_.-]{0,127}$.', [
        { field: 'name', message: 'name must start with a letter or _ and use letters, digits, _ . - (≤ 128)' },
      ]);
    }
  }

  async list(): Promise<SecretSummaryDto[]> {
    return (await this.repository.list()).map((r) => ({
      name: r.name,
      updated_at: iso(r.updated_at),
    }));
  }

  async get(name: string): Promise<SecretDto> {
    this.checkName(name);
    const row = await this.repository.find(name);
    if (!row) throw Problems.notFound('No such secret.');
    // A value that does not decrypt (another FLEET_ENCRYPTION_KEY, tampering) is a server fault: 500.
    const value = decryptSecret(row.value_encrypted, this.config.encryptionKey, secretContext(name));
    return { name: row.name, value, updated_at: iso(row.updated_at) };
  }

  async put(name: string, value: string): Promise<SecretDto> {
    this.checkName(name);
    const row = await this.repository.put(name, encryptSecret(value, this.config.encryptionKey, secretContext(name)));
    // The value never: only that it was set.
    noteAudit({ action: row.created ? 'secret.create' : 'secret.replace', changes: { value: SECRET_CHANGED } });
    return { name: row.name, value, updated_at: iso(row.updated_at) };
  }

  async delete(name: string): Promise<void> {
    this.checkName(name);
    if (!(await this.repository.delete(name))) throw Problems.notFound('No such secret.');
  }
}
