import type { MigrationInterface, QueryRunner } from 'typeorm';

const FOLD = `translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

/**
 * Email uniqueness on an ASCII-only case fold (issue 42): `lower()` folds by the database's locale, which maps
 * KELVIN SIGN (U+212A) to `k`, so `Kim@…` and `kim@…` were "the same" email. The fold index is built first (every pair
 * it forbids, `lower()` forbade too, so it builds on any existing data), then the `lower()` one is dropped. Both
 * concurrently: `users` is an existing table (docs/migrations.md).
 */
export class UsersEmailFold1795900000001 implements MigrationInterface {
  name = 'UsersEmailFold1795900000001';
  transaction = false; // CONCURRENTLY cannot run inside a transaction

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS "UQ_users_email_fold"'); // left invalid by a failed build
    await queryRunner.query(`CREATE UNIQUE INDEX CONCURRENTLY "UQ_users_email_fold" ON "users" (${FOLD})`);
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "UQ_users_email_lower"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))');
    await queryRunner.query('DROP INDEX "UQ_users_email_fold"');
  }
}
