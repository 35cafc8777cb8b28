import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 40, fleet side (docs/signing.md): the trust state kept per hub (the latest trusted root, the snapshot
 * kept with its version and time floor) and each mirrored revision's verified signature (verified once per
 * envelope digest and root version). Two nullable columns: expand-only.
 */
export class FleetTrust1796000000000 implements MigrationInterface {
  name = 'FleetTrust1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "hub_sync_state" ADD "trust" jsonb');
    await queryRunner.query('ALTER TABLE "hub_template_revisions" ADD "trust" jsonb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "hub_template_revisions" DROP COLUMN "trust"');
    await queryRunner.query('ALTER TABLE "hub_sync_state" DROP COLUMN "trust"');
  }
}
