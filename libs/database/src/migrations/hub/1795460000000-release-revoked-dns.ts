import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revoking an instance key now deletes its DNS record (a revoked key can neither serve nor delete it,
 * and its hostname must be free again). Records left behind by keys revoked before that are released here.
 * Data only: there is nothing to restore on the way down.
 */
export class ReleaseRevokedDns1795460000000 implements MigrationInterface {
  name = 'ReleaseRevokedDns1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM dns_records d USING api_keys k WHERE k.id = d.instance_id AND k.status = 'revoked'`,
    );
  }

  public async down(): Promise<void> {
    // Nothing to undo: the deleted records belonged to keys that can no longer use them.
  }
}
