import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimitHits1795631111883 implements MigrationInterface {
  name = 'RateLimitHits1795631111883';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limit_hits" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "bucket" text NOT NULL, "key" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_08be639360a0628bcd172fb544c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_rate_limit_hits_at" ON "rate_limit_hits"  ("at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_rate_limit_hits_bucket_key_at" ON "rate_limit_hits"  ("bucket", "key", "at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_rate_limit_hits_bucket_key_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_rate_limit_hits_at"');
    await queryRunner.query('DROP TABLE "rate_limit_hits"');
  }
}
