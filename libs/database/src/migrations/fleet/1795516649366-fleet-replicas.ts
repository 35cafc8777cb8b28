import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FleetReplicas1795516649366 implements MigrationInterface {
  name = 'FleetReplicas1795516649366';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "login_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "key" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_070e613c8f768b1a70742705c5b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_login_attempts_at" ON "login_attempts"  ("at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_login_attempts_kind_key_at" ON "login_attempts"  ("kind", "key", "at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "session_revocations" ("jti" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c5b9077eeb6b98eeea7b7522a17" PRIMARY KEY ("jti"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_session_revocations_expires_at" ON "session_revocations"  ("expires_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_session_revocations_expires_at"');
    await queryRunner.query('DROP TABLE "session_revocations"');
    await queryRunner.query('DROP INDEX "public"."IDX_login_attempts_kind_key_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_login_attempts_at"');
    await queryRunner.query('DROP TABLE "login_attempts"');
  }
}
