import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClusterInventory1795631191596 implements MigrationInterface {
  name = 'ClusterInventory1795631191596';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "cluster_inventory" ("id" integer NOT NULL, "nodes" jsonb NOT NULL, "source" text NOT NULL, "digest" text NOT NULL, "taken_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reported_digest" text, "reported_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_57c0f889d5e9d255c6ea7bf1cef" PRIMARY KEY ("id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "cluster_inventory"');
  }
}
