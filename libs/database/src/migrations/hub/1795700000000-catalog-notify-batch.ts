import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One notification per batch (issue 32): a transaction that sets `hub.notify_payload` (transaction-local, see
 * the catalog document's apply) sends that payload from every trigger, and PostgreSQL delivers a payload once
 * per transaction, so other hub processes flush their caches once per apply instead of once per statement.
 * Without the setting the payload is the catalog-notify migration's, unchanged. Expand-only: the same function,
 * a new optional input; code that never sets it sees no difference.
 */
export class CatalogNotifyBatch1795700000000 implements MigrationInterface {
  name = 'CatalogNotifyBatch1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION hub_catalog_notify() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('hub_catalog', COALESCE(NULLIF(current_setting('hub.notify_payload', true), ''),
           TG_TABLE_NAME || ' ' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint));
         RETURN NULL;
       END $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION hub_catalog_notify() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('hub_catalog', TG_TABLE_NAME || ' ' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint);
         RETURN NULL;
       END $$`,
    );
  }
}
