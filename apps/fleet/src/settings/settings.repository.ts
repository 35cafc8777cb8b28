import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';

/** Key/value rows of `fleet_settings` (`oidc`, `hub`). */
@Injectable()
export class SettingsRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  async get(key: string): Promise<Record<string, unknown>> {
    const rows: { value: Record<string, unknown> }[] = await this.db.query(
      'SELECT value FROM fleet_settings WHERE key = $1',
      [key],
    );
    return rows[0]?.value ?? {};
  }

  async put(key: string, value: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `INSERT INTO fleet_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
