import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalog's trust root versions (issue 40, docs/signing.md): envelopes checked by the hub, served to fleets. */
export class TrustRoots1795910000000 implements MigrationInterface {
  name = 'TrustRoots1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "trust_roots" ("version" integer NOT NULL, "envelope" text NOT NULL, "published_by" uuid, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_trust_roots" PRIMARY KEY ("version"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "trust_roots"');
  }
}
