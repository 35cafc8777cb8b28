import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Many identities, one OIDC user (issue 42): `fleet_user_identities` holds each (issuer, subject) and the user it signs
 * in as, and is the record of each link. Every OIDC user's current (`issuer`, `subject`) is copied in as `migrated`.
 * Expand only: `fleet_users.issuer` and `fleet_users.subject` stay (the previous release reads them during a rolling
 * upgrade); this release writes them once, at provisioning, and reads them only to adopt an identity the previous
 * release wrote there (docs/identity-providers.md).
 */
export class FleetUserIdentities1795900000000 implements MigrationInterface {
  name = 'FleetUserIdentities1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "fleet_user_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "issuer" text NOT NULL, "subject" text NOT NULL, "email" text, "how" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_fleet_user_identities" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_fleet_user_identities_issuer_subject" ON "fleet_user_identities" ("issuer", "subject") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_fleet_user_identities_user_id" ON "fleet_user_identities" ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "fleet_user_identities" ADD CONSTRAINT "FK_fleet_user_identities_user_id" FOREIGN KEY ("user_id") REFERENCES "fleet_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `INSERT INTO "fleet_user_identities" ("user_id", "issuer", "subject", "email", "how", "created_at", "last_seen_at")
       SELECT "id", "issuer", "subject", "email", 'migrated', "created_at", "last_login_at" FROM "fleet_users"
        WHERE "auth_method" = 'oidc' AND "issuer" IS NOT NULL AND "subject" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "fleet_user_identities" DROP CONSTRAINT "FK_fleet_user_identities_user_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_fleet_user_identities_user_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_fleet_user_identities_issuer_subject"');
    await queryRunner.query('DROP TABLE "fleet_user_identities"');
  }
}
