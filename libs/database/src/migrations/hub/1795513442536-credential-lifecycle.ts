import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CredentialLifecycle1795513442536 implements MigrationInterface {
  name = 'CredentialLifecycle1795513442536';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "org_id" uuid NOT NULL, "kind" text NOT NULL, "credential_type" text NOT NULL, "credential_id" uuid NOT NULL, "credential_name" text NOT NULL, "credential_prefix" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "secret" text, "source" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read_at" TIMESTAMP WITH TIME ZONE, "read_by" uuid, CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_notifications_condition" ON "notifications"  ("org_id", "kind", "credential_id", "expires_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_notifications_org_created" ON "notifications"  ("org_id", "created_at") ',
    );
    await queryRunner.query('ALTER TABLE "api_keys" ADD "previous_key_hash" text');
    await queryRunner.query('ALTER TABLE "api_keys" ADD "previous_key_prefix" text');
    await queryRunner.query('ALTER TABLE "api_keys" ADD "previous_expires_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "api_keys" ADD "previous_last_used_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "api_keys" ADD "expires_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" ADD "previous_token_hash" text');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" ADD "previous_token_prefix" text');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" ADD "previous_expires_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "personal_access_tokens" ADD "previous_last_used_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_api_keys_previous_key_hash" ON "api_keys"  ("previous_key_hash") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_personal_access_tokens_previous_token_hash" ON "personal_access_tokens"  ("previous_token_hash") ',
    );
    await queryRunner.query(
      'ALTER TABLE "notifications" ADD CONSTRAINT "FK_324de082662023de80fdf068978" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "notifications" DROP CONSTRAINT "FK_324de082662023de80fdf068978"');
    await queryRunner.query('DROP INDEX "public"."UQ_personal_access_tokens_previous_token_hash"');
    await queryRunner.query('DROP INDEX "public"."UQ_api_keys_previous_key_hash"');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" DROP COLUMN "previous_last_used_at"');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" DROP COLUMN "previous_expires_at"');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" DROP COLUMN "previous_token_prefix"');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" DROP COLUMN "previous_token_hash"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP COLUMN "expires_at"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP COLUMN "previous_last_used_at"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP COLUMN "previous_expires_at"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP COLUMN "previous_key_prefix"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP COLUMN "previous_key_hash"');
    await queryRunner.query('DROP INDEX "public"."IDX_notifications_org_created"');
    await queryRunner.query('DROP INDEX "public"."UQ_notifications_condition"');
    await queryRunner.query('DROP TABLE "notifications"');
  }
}
