import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, isUniqueViolation, selectList } from '#lib/database';

export interface DnsRow {
  instance_id: string;
  hostname: string;
  ipv4: string | null;
  ipv6: string | null;
  updated_at: Date;
}

/** From `dns_records`, unqualified: the list is also a RETURNING list. */
export const DNS_ROW_COLUMNS = {
  instance_id: 'instance_id',
  hostname: 'hostname',
  ipv4: 'ipv4',
  ipv6: 'ipv6',
  updated_at: 'updated_at',
} as const satisfies ColumnMap<DnsRow>;

const COLUMNS = selectList(DNS_ROW_COLUMNS);

/** From PUBLISHED_DNS_FROM: records of active instance keys of active organizations, the zone's. */
export const PUBLISHED_DNS_ROW_COLUMNS = {
  instance_id: 'd.instance_id',
  hostname: 'd.hostname',
  ipv4: 'd.ipv4',
  ipv6: 'd.ipv6',
  updated_at: 'd.updated_at',
} as const satisfies ColumnMap<DnsRow>;
export const PUBLISHED_DNS_FROM = `dns_records d
  JOIN api_keys k ON k.id = d.instance_id AND k.status = 'active'
  JOIN organizations o ON o.id = k.org_id AND o.status = 'active'`;

const PUBLISHED_SELECT = `SELECT ${selectList(PUBLISHED_DNS_ROW_COLUMNS)} FROM ${PUBLISHED_DNS_FROM}`;

@Injectable()
export class DnsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(instanceId: string): Promise<DnsRow | null> {
    const rows: DnsRow[] = await this.db.query(`SELECT ${COLUMNS} FROM dns_records WHERE instance_id = $1`, [
      instanceId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * One record per instance, replaced in place, and only while its instance key is active: the key row is
   * share-locked until the write commits, so a revocation racing it waits and then deletes this record, or
   * went first and nothing is written (`revoked`). The unique index on hostname decides races between
   * instances: the loser gets `taken` (23505), never a partial write.
   */
  async upsert(
    instanceId: string,
    hostname: string,
    ipv4: string | null,
    ipv6: string | null,
  ): Promise<DnsRow | 'taken' | 'revoked'> {
    try {
      const rows: DnsRow[] = await this.db.query(
        `INSERT INTO dns_records (instance_id, hostname, ipv4, ipv6)
         SELECT k.id, $2::text, $3::text, $4::text FROM api_keys k WHERE k.id = $1::uuid AND k.status = 'active' FOR SHARE
         ON CONFLICT (instance_id) DO UPDATE
           SET hostname = EXCLUDED.hostname, ipv4 = EXCLUDED.ipv4, ipv6 = EXCLUDED.ipv6, updated_at = now()
         RETURNING ${COLUMNS}`,
        [instanceId, hostname, ipv4, ipv6],
      );
      return rows[0] ?? 'revoked';
    } catch (error) {
      if (isUniqueViolation(error)) {
        return 'taken';
      }
      throw error;
    }
  }

  async delete(instanceId: string): Promise<DnsRow | null> {
    // DELETE answers [rows, rowCount] through DataSource.query.
    const [rows]: [DnsRow[], number] = await this.db.query(
      `DELETE FROM dns_records WHERE instance_id = $1 RETURNING ${COLUMNS}`,
      [instanceId],
    );
    return rows[0] ?? null;
  }

  /** Records of active instance keys of active organizations: what the zone should publish. */
  listPublished(): Promise<DnsRow[]> {
    return this.db.query(`${PUBLISHED_SELECT} ORDER BY d.hostname`);
  }
}
