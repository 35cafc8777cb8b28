import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795328951447 implements MigrationInterface {
  name = 'Initial1795328951447';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm backs the catalog search indexes (ILIKE '%…%'); trusted since PostgreSQL 13, bundled with PGlite.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      'CREATE TABLE "organizations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "slug" text NOT NULL, "status" text NOT NULL DEFAULT \'active\', "tier" text NOT NULL DEFAULT \'free\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_organizations_slug" ON "organizations"  ("slug") ');
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "org_id" uuid NOT NULL, "name" text NOT NULL, "key_hash" text NOT NULL, "key_prefix" text NOT NULL, "status" text NOT NULL DEFAULT \'active\', "created_by" uuid, "reported" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_api_keys_org_id" ON "api_keys"  ("org_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_api_keys_key_hash" ON "api_keys"  ("key_hash") ');
    await queryRunner.query(
      'CREATE TABLE "addon_audit_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "instance_id" uuid NOT NULL, "org_id" uuid NOT NULL, "event_id" uuid NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "addon" text NOT NULL, "action" text NOT NULL, "actor" text, "target" text, "outcome" text, "metadata" jsonb, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7b29394e6bec104284fc947a47e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_addon_audit_events_org_id" ON "addon_audit_events"  ("org_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_addon_audit_events_instance_occurred" ON "addon_audit_events"  ("instance_id", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_addon_audit_events_instance_event" ON "addon_audit_events"  ("instance_id", "event_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "slug" text NOT NULL, "description" text NOT NULL DEFAULT \'\', "icon" text NOT NULL DEFAULT \'\', "sort_order" integer NOT NULL DEFAULT \'0\', "is_private" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_categories_slug" ON "categories"  ("slug") ');
    await queryRunner.query(
      'CREATE TABLE "catalog_access" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "org_id" uuid NOT NULL, "category_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5bfcb7b1a2500d0257d1ef7c8e4" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_catalog_access_category_id" ON "catalog_access"  ("category_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_catalog_access_org_category" ON "catalog_access"  ("org_id", "category_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "dns_records" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "instance_id" uuid NOT NULL, "hostname" text NOT NULL, "ipv4" text, "ipv6" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b9d97eeaf996c468b2468839c05" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_dns_records_instance_id" ON "dns_records"  ("instance_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_dns_records_hostname" ON "dns_records"  ("hostname") ');
    await queryRunner.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "issuer" text NOT NULL, "subject" text NOT NULL, "email" text, "name" text NOT NULL DEFAULT \'\', "role" text NOT NULL DEFAULT \'user\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_issuer_subject" ON "users"  ("issuer", "subject") ');
    await queryRunner.query(
      'CREATE TABLE "organization_memberships" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "org_id" uuid NOT NULL, "user_id" uuid NOT NULL, "role" text NOT NULL DEFAULT \'member\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cd7be805730a4c778a5f45364af" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_memberships_org_id" ON "organization_memberships"  ("org_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_memberships_user_id" ON "organization_memberships"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "personal_access_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "instance_id" uuid NOT NULL, "name" text NOT NULL, "token_hash" text NOT NULL, "token_prefix" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b6dc462fa11dbbb897eb8419735" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_personal_access_tokens_user_id" ON "personal_access_tokens"  ("user_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_personal_access_tokens_instance_id" ON "personal_access_tokens"  ("instance_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_personal_access_tokens_token_hash" ON "personal_access_tokens"  ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE TABLE "subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "org_id" uuid NOT NULL, "tier" text NOT NULL DEFAULT \'free\', "status" text NOT NULL DEFAULT \'active\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_subscriptions_org_id" ON "subscriptions"  ("org_id") ');
    await queryRunner.query(
      'CREATE TABLE "support_tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "org_id" uuid NOT NULL, "instance_id" uuid, "subject" text NOT NULL, "severity" text NOT NULL DEFAULT \'normal\', "status" text NOT NULL DEFAULT \'open\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_942e8d8f5df86100471d2324643" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_support_tickets_org_id" ON "support_tickets"  ("org_id") ');
    await queryRunner.query(
      'CREATE TABLE "support_ticket_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ticket_id" uuid NOT NULL, "author_type" text NOT NULL, "author_user_id" uuid, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c3e561853b6b303f74fde5a3e1f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_support_ticket_messages_ticket_id" ON "support_ticket_messages"  ("ticket_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "template_visibility_events" ("id" BIGSERIAL NOT NULL, "template_id" uuid NOT NULL, "slug" text NOT NULL, "lost_by_all" boolean NOT NULL DEFAULT false, "kept_org_ids" uuid array NOT NULL DEFAULT \'{}\'::uuid[], "lost_org_ids" uuid array NOT NULL DEFAULT \'{}\'::uuid[], "deleted" boolean NOT NULL DEFAULT false, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ebb3d6bbcf111c37330c56bcca1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_template_visibility_events_occurred_at" ON "template_visibility_events"  ("occurred_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "slug" text NOT NULL, "description" text NOT NULL DEFAULT \'\', "version" text NOT NULL DEFAULT \'\', "kind" text NOT NULL DEFAULT \'app\', "category_id" uuid NOT NULL, "owner_org_id" uuid, "image_name" text NOT NULL, "image_tag" text NOT NULL DEFAULT \'latest\', "registry_url" text, "registry_credentials_enc" text, "cpu_request" text NOT NULL DEFAULT \'\', "memory_request" text NOT NULL DEFAULT \'\', "gpu_count" integer NOT NULL DEFAULT \'0\', "vram_request" text NOT NULL DEFAULT \'\', "concurrent_jobs" integer NOT NULL DEFAULT \'1\', "env" jsonb NOT NULL DEFAULT \'[]\'::jsonb, "env_schema" jsonb NOT NULL DEFAULT \'[]\'::jsonb, "secret_refs" text array NOT NULL DEFAULT \'{}\'::text[], "command" text array NOT NULL DEFAULT \'{}\'::text[], "ports" jsonb NOT NULL DEFAULT \'[]\'::jsonb, "volume_mounts" jsonb NOT NULL DEFAULT \'[]\'::jsonb, "node_selector" jsonb NOT NULL DEFAULT \'{}\'::jsonb, "tolerations" jsonb NOT NULL DEFAULT \'[]\'::jsonb, "required_network_types" text array NOT NULL DEFAULT \'{}\'::text[], "tags" text array NOT NULL DEFAULT \'{}\'::text[], "is_public" boolean NOT NULL DEFAULT true, "is_featured" boolean NOT NULL DEFAULT false, "min_tier" text NOT NULL DEFAULT \'free\', "icon_url" text, "documentation" text NOT NULL DEFAULT \'\', "download_count" bigint NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_515948649ce0bbbe391de702ae5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_templates_slug" ON "templates"  ("slug") ');
    await queryRunner.query('CREATE INDEX "IDX_templates_category_id" ON "templates"  ("category_id") ');
    await queryRunner.query('CREATE INDEX "IDX_templates_owner_org_id" ON "templates"  ("owner_org_id") ');
    await queryRunner.query('CREATE INDEX "IDX_templates_updated_at" ON "templates"  ("updated_at") ');
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_ba7f5748f500d24aa18041d0439" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "addon_audit_events" ADD CONSTRAINT "FK_598f5d296e5cd26aaf66d0f2e65" FOREIGN KEY ("instance_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "catalog_access" ADD CONSTRAINT "FK_03ec3df42934b5bbeedc2f9e3a1" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "catalog_access" ADD CONSTRAINT "FK_51c569b7f484d5388e823fb7e82" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "dns_records" ADD CONSTRAINT "FK_2876a703dab1ffa8f4642ab1c0c" FOREIGN KEY ("instance_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "organization_memberships" ADD CONSTRAINT "FK_d6a9d3ebbd32942b394831138e6" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "organization_memberships" ADD CONSTRAINT "FK_5352fc550034d507d6c76dd2901" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "FK_705e457b9b167e4779e737ca3ef" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "FK_40d7dad28bb9ffb9ed100cba937" FOREIGN KEY ("instance_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_363623aab86786a0b99e10b03fc" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_c28de9606ef30de66e4fee5b333" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "support_tickets" ADD CONSTRAINT "FK_6f7ea491b64d51edd89c2c892b3" FOREIGN KEY ("instance_id") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "FK_4339162c880269e72a10a4e08ad" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "templates" ADD CONSTRAINT "FK_1142069df0385c3e7f3a3080dc2" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "templates" ADD CONSTRAINT "FK_003a081159d25237526f27e025a" FOREIGN KEY ("owner_org_id") REFERENCES "organizations"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    // Indexes TypeORM cannot describe (declared with synchronize: false on the entities).
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))');
    await queryRunner.query('CREATE INDEX "IDX_templates_tags" ON "templates" USING gin ("tags")');
    await queryRunner.query(
      'CREATE INDEX "IDX_templates_name_trgm" ON "templates" USING gin (lower("name") gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_templates_description_trgm" ON "templates" USING gin (lower("description") gin_trgm_ops)',
    );
    await queryRunner.query('CREATE INDEX "IDX_templates_name_lower" ON "templates" (lower("name"), "id")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_templates_name_lower"');
    await queryRunner.query('DROP INDEX "IDX_templates_description_trgm"');
    await queryRunner.query('DROP INDEX "IDX_templates_name_trgm"');
    await queryRunner.query('DROP INDEX "IDX_templates_tags"');
    await queryRunner.query('DROP INDEX "UQ_users_email_lower"');
    await queryRunner.query('ALTER TABLE "templates" DROP CONSTRAINT "FK_003a081159d25237526f27e025a"');
    await queryRunner.query('ALTER TABLE "templates" DROP CONSTRAINT "FK_1142069df0385c3e7f3a3080dc2"');
    await queryRunner.query('ALTER TABLE "support_ticket_messages" DROP CONSTRAINT "FK_4339162c880269e72a10a4e08ad"');
    await queryRunner.query('ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_6f7ea491b64d51edd89c2c892b3"');
    await queryRunner.query('ALTER TABLE "support_tickets" DROP CONSTRAINT "FK_c28de9606ef30de66e4fee5b333"');
    await queryRunner.query('ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_363623aab86786a0b99e10b03fc"');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" DROP CONSTRAINT "FK_40d7dad28bb9ffb9ed100cba937"');
    await queryRunner.query('ALTER TABLE "personal_access_tokens" DROP CONSTRAINT "FK_705e457b9b167e4779e737ca3ef"');
    await queryRunner.query('ALTER TABLE "organization_memberships" DROP CONSTRAINT "FK_5352fc550034d507d6c76dd2901"');
    await queryRunner.query('ALTER TABLE "organization_memberships" DROP CONSTRAINT "FK_d6a9d3ebbd32942b394831138e6"');
    await queryRunner.query('ALTER TABLE "dns_records" DROP CONSTRAINT "FK_2876a703dab1ffa8f4642ab1c0c"');
    await queryRunner.query('ALTER TABLE "catalog_access" DROP CONSTRAINT "FK_51c569b7f484d5388e823fb7e82"');
    await queryRunner.query('ALTER TABLE "catalog_access" DROP CONSTRAINT "FK_03ec3df42934b5bbeedc2f9e3a1"');
    await queryRunner.query('ALTER TABLE "addon_audit_events" DROP CONSTRAINT "FK_598f5d296e5cd26aaf66d0f2e65"');
    await queryRunner.query('ALTER TABLE "api_keys" DROP CONSTRAINT "FK_ba7f5748f500d24aa18041d0439"');
    await queryRunner.query('DROP INDEX "public"."IDX_templates_updated_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_templates_owner_org_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_templates_category_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_templates_slug"');
    await queryRunner.query('DROP TABLE "templates"');
    await queryRunner.query('DROP INDEX "public"."IDX_template_visibility_events_occurred_at"');
    await queryRunner.query('DROP TABLE "template_visibility_events"');
    await queryRunner.query('DROP INDEX "public"."IDX_support_ticket_messages_ticket_id"');
    await queryRunner.query('DROP TABLE "support_ticket_messages"');
    await queryRunner.query('DROP INDEX "public"."IDX_support_tickets_org_id"');
    await queryRunner.query('DROP TABLE "support_tickets"');
    await queryRunner.query('DROP INDEX "public"."IDX_subscriptions_org_id"');
    await queryRunner.query('DROP TABLE "subscriptions"');
    await queryRunner.query('DROP INDEX "public"."UQ_personal_access_tokens_token_hash"');
    await queryRunner.query('DROP INDEX "public"."IDX_personal_access_tokens_instance_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_personal_access_tokens_user_id"');
    await queryRunner.query('DROP TABLE "personal_access_tokens"');
    await queryRunner.query('DROP INDEX "public"."UQ_memberships_user_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_memberships_org_id"');
    await queryRunner.query('DROP TABLE "organization_memberships"');
    await queryRunner.query('DROP INDEX "public"."UQ_users_issuer_subject"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP INDEX "public"."UQ_dns_records_hostname"');
    await queryRunner.query('DROP INDEX "public"."UQ_dns_records_instance_id"');
    await queryRunner.query('DROP TABLE "dns_records"');
    await queryRunner.query('DROP INDEX "public"."UQ_catalog_access_org_category"');
    await queryRunner.query('DROP INDEX "public"."IDX_catalog_access_category_id"');
    await queryRunner.query('DROP TABLE "catalog_access"');
    await queryRunner.query('DROP INDEX "public"."UQ_categories_slug"');
    await queryRunner.query('DROP TABLE "categories"');
    await queryRunner.query('DROP INDEX "public"."UQ_addon_audit_events_instance_event"');
    await queryRunner.query('DROP INDEX "public"."IDX_addon_audit_events_instance_occurred"');
    await queryRunner.query('DROP INDEX "public"."IDX_addon_audit_events_org_id"');
    await queryRunner.query('DROP TABLE "addon_audit_events"');
    await queryRunner.query('DROP INDEX "public"."UQ_api_keys_key_hash"');
    await queryRunner.query('DROP INDEX "public"."IDX_api_keys_org_id"');
    await queryRunner.query('DROP TABLE "api_keys"');
    await queryRunner.query('DROP INDEX "public"."UQ_organizations_slug"');
    await queryRunner.query('DROP TABLE "organizations"');
  }
}
