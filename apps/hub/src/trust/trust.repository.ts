import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface TrustRootRow {
  version: number;
  envelope: string;
}

/** The trust_roots table: the chain of root versions the hub accepted. */
@Injectable()
export class TrustRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async version(version: number): Promise<TrustRootRow | null> {
    const rows: TrustRootRow[] = await this.db.query('SELECT version, envelope FROM trust_roots WHERE version = $1', [
      version,
    ]);
    return rows[0] ? { version: Number(rows[0].version), envelope: rows[0].envelope } : null;
  }

  /**
   * Runs `fn` with the latest root, holding a lock that serializes root publications (two admins sending the next
   * version at once: the second sees the first's and is checked against it).
   */
  async withLatest<T>(fn: (latest: TrustRootRow | null, tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('trust_roots'))`);
      const rows: TrustRootRow[] = await tx.query(
        'SELECT version, envelope FROM trust_roots ORDER BY version DESC LIMIT 1',
      );
      return fn(rows[0] ? { version: Number(rows[0].version), envelope: rows[0].envelope } : null, tx);
    });
  }

  async latest(): Promise<TrustRootRow | null> {
    const rows: TrustRootRow[] = await this.db.query(
      'SELECT version, envelope FROM trust_roots ORDER BY version DESC LIMIT 1',
    );
    return rows[0] ? { version: Number(rows[0].version), envelope: rows[0].envelope } : null;
  }

  async insert(tx: EntityManager, version: number, envelope: string, by: string | null): Promise<void> {
    await tx.query('INSERT INTO trust_roots (version, envelope, published_by) VALUES ($1, $2, $3)', [
      version,
      envelope,
      by,
    ]);
  }
}
