import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';

const PRUNE_BATCH = 10_000;

/** Signed-out sessions by `jti`, kept until the token would have expired anyway. */
@Injectable()
export class SessionRevocationsRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO session_revocations (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
      [jti, expiresAt],
    );
  }

  async isRevoked(jti: string): Promise<boolean> {
    const rows = await this.db.query<unknown[]>('SELECT 1 FROM session_revocations WHERE jti = $1', [jti]);
    return rows.length > 0;
  }

  /**
   * Deletes (a batch of) revocations whose tokens expired over ten minutes ago (a margin for hosts whose
   * clocks lag the database's): the expiry check refuses those tokens by itself.
   */
  async prune(): Promise<number> {
    const rows = await this.db.query<unknown[]>(
      `WITH old AS (SELECT jti FROM session_revocations WHERE expires_at < now() - interval '10 minutes' LIMIT ${PRUNE_BATCH})
       DELETE FROM session_revocations r USING old WHERE r.jti = old.jti RETURNING r.jti`,
    );
    return rows.length;
  }
}
