import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FleetInitial1795330089179 implements MigrationInterface {
  name = 'FleetInitial1795330089179';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "fleet_settings" ("key" text NOT NULL, "value" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fc87237617e44ef78c2ebbedd8d" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "fleet_users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text, "name" text NOT NULL DEFAULT \'\', "role" text NOT NULL, "auth_method" text NOT NULL, "password_hash" text, "issuer" text, "subject" text, "session_version" integer NOT NULL DEFAULT \'0\', "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_265ca342723ad087e4e790060d4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_fleet_users_issuer_subject" ON "fleet_users"  ("issuer", "subject") WHERE auth_method = \'oidc\'',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_fleet_users_local_email" ON "fleet_users"  ("email") WHERE auth_method = \'local\'',
    );
    await queryRunner.query(
      'CREATE TABLE "hub_sync_state" ("id" integer NOT NULL, "checked_at" text, "etag" text, "source" text, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "last_success_at" TIMESTAMP WITH TIME ZONE, "last_error" text, CONSTRAINT "PK_f28460150e2806c6f5a213cef29" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "hub_templates" ("id" uuid NOT NULL, "slug" text NOT NULL, "name" text NOT NULL, "data" jsonb NOT NULL, "hub_updated_at" TIMESTAMP WITH TIME ZONE, "synced_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_06cf77e49636a0536c516884760" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_hub_templates_name" ON "hub_templates"  ("name") ');
    await queryRunner.query(
      'CREATE TABLE "machine_token_audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_id" uuid, "token_prefix" text NOT NULL, "method" text NOT NULL, "path" text NOT NULL, "status" integer NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "source_address" text, "request_id" text, CONSTRAINT "PK_f051efbf5a2ef3bc206ce9829d5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_machine_token_audit_log_token_at" ON "machine_token_audit_log"  ("token_id", "at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_machine_token_audit_log_at" ON "machine_token_audit_log"  ("at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "machine_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "role" text NOT NULL, "token_hash" text NOT NULL, "token_prefix" text NOT NULL, "expires_in_days" integer, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_by" text NOT NULL DEFAULT \'\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_92af54dfa7c375346031a600dd8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_machine_tokens_token_hash" ON "machine_tokens"  ("token_hash") ');
    await queryRunner.query(
      'CREATE TABLE "secrets" ("name" text NOT NULL, "value_encrypted" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0a802e5451589b0a8a816669655" PRIMARY KEY ("name"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "secrets"');
    await queryRunner.query('DROP INDEX "public"."UQ_machine_tokens_token_hash"');
    await queryRunner.query('DROP TABLE "machine_tokens"');
    await queryRunner.query('DROP INDEX "public"."IDX_machine_token_audit_log_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_machine_token_audit_log_token_at"');
    await queryRunner.query('DROP TABLE "machine_token_audit_log"');
    await queryRunner.query('DROP INDEX "public"."IDX_hub_templates_name"');
    await queryRunner.query('DROP TABLE "hub_templates"');
    await queryRunner.query('DROP TABLE "hub_sync_state"');
    await queryRunner.query('DROP INDEX "public"."UQ_fleet_users_local_email"');
    await queryRunner.query('DROP INDEX "public"."UQ_fleet_users_issuer_subject"');
    await queryRunner.query('DROP TABLE "fleet_users"');
    await queryRunner.query('DROP TABLE "fleet_settings"');
  }
}
