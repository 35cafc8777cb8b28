import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Many identities, one account (issue 42): `user_identities` holds each (issuer, subject) and the account it signs in
 * as, and is the record of each link. Every account's current (`users.issuer`, `users.subject`) is copied in as
 * `migrated`. Expand only: `users.issuer` and `users.subject` stay (the previous release reads them during a rolling
 * upgrade); this release writes them once, at provisioning, and reads them only to adopt an identity the previous
 * release wrote there (docs/identity-providers.md).
 */
export class UserIdentities1795900000000 implements MigrationInterface {
  name = 'UserIdentities1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "user_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "issuer" text NOT NULL, "subject" text NOT NULL, "email" text, "how" text NOT NULL, "linked_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_user_identities" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_user_identities_issuer_subject" ON "user_identities" ("issuer", "subject") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_user_identities_user_id" ON "user_identities" ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "user_identities" ADD CONSTRAINT "FK_user_identities_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "user_identities" ADD CONSTRAINT "FK_user_identities_linked_by" FOREIGN KEY ("linked_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `INSERT INTO "user_identities" ("user_id", "issuer", "subject", "email", "how", "created_at")
       SELECT "id", "issuer", "subject", "email", 'migrated', "created_at" FROM "users"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "user_identities" DROP CONSTRAINT "FK_user_identities_linked_by"');
    await queryRunner.query('ALTER TABLE "user_identities" DROP CONSTRAINT "FK_user_identities_user_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_user_identities_user_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_user_identities_issuer_subject"');
    await queryRunner.query('DROP TABLE "user_identities"');
  }
}
