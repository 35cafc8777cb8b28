import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The expand-only rule of docs/migrations.md, checked over the SQL that the up() of each migration added since the
 * previous release sends: the previous release must keep working on the schema these migrations leave.
 */
export const ROOT = join(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = 'libs/database/src/migrations';

/** The previous release's commit: UPGRADE_FROM, or the one recorded in deploy/previous-release. */
export function previousRelease(): string {
  const named = process.env.UPGRADE_FROM?.trim() || readFileSync(join(ROOT, 'deploy/previous-release'), 'utf8').trim();
  return execFileSync('git', ['rev-parse', '--verify', `${named}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
}

/** Whether `commit` is `release` or one of its ancestors. */
export function releasedBefore(commit: string, release: string): boolean {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', commit, release], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The migration files of a commit (paths relative to the repository root). */
export function migrationFilesAt(commit: string): string[] {
  return execFileSync('git', ['ls-tree', '-r', '--name-only', commit, MIGRATIONS_DIR], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((p) => /\/\d+-[\w-]+\.ts$/.test(p));
}

/** Tables the previous release's migrations create (the tables its code may read). */
export function tablesAt(commit: string, files = migrationFilesAt(commit)): Set<string> {
  const tables = new Set<string>();
  for (const file of files) {
    const text = execFileSync('git', ['show', `${commit}:${file}`], { cwd: ROOT, encoding: 'utf8' });
    for (const m of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(?:public"?\."?)?(\w+)"?/gi)) tables.add(m[1]);
  }
  return tables;
}

/** The statements a migration's up() sends (a query runner that only records; no database). */
export async function upStatements(migration: MigrationInterface): Promise<string[]> {
  const sent: string[] = [];
  const recorder = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'query') {
          return (sql: string) => {
            sent.push(sql);
            return Promise.resolve([]);
          };
        }
        if (property === 'then') return undefined;
        // createTable(), addColumn()… build SQL the rule cannot see: migrations here are written as SQL.
        throw new Error(`the rule reads SQL only: queryRunner.${String(property)} is not allowed in a migration`);
      },
    },
  ) as QueryRunner;
  await migration.up(recorder);
  return sent;
}

export interface Violation {
  migration: string;
  statement: string;
  rule: string;
}

/** Splits a query text into statements (DO/function bodies between $$ quotes stay whole). */
function statementsOf(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let dollar: string | null = null;
  let quote = false;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (!quote) {
      const tag = /^\$\w*\$/.exec(sql.slice(i));
      if (tag && (dollar === null || tag[0] === dollar)) {
        dollar = dollar === null ? tag[0] : null;
        current += tag[0];
        i += tag[0].length - 1;
        continue;
      }
    }
    if (dollar === null && c === "'") quote = !quote;
    if (dollar === null && !quote && c === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

const ident = String.raw`"?(?:public"?\."?)?(\w+)"?`;

/**
 * Checks one migration's statements against the rule. `oldTables` are the tables of the previous release; tables a
 * migration of this release creates are new and may be changed freely (no previous code reads them).
 */
export function checkStatements(
  name: string,
  queries: string[],
  oldTables: Set<string>,
  options: { transaction?: boolean; contracting?: boolean } = {},
): Violation[] {
  const violations: Violation[] = [];
  const flag = (statement: string, rule: string) => violations.push({ migration: name, statement, rule });
  for (const statement of queries.flatMap(statementsOf)) {
    const s = statement.replace(/\s+/g, ' ').replace(/\$\w*\$[\s\S]*?\$\w*\$/g, '$$…$$');
    let m: RegExpExecArray | null;
    const contract = options.contracting === true;
    if (
      (m = new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?${ident}`, 'i').exec(s)) &&
      oldTables.has(m[1]) &&
      !contract
    )
      flag(statement, `drops table ${m[1]}, which the previous release reads (drop it one release later)`);
    if ((m = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${ident} (.*)$`, 'i').exec(s))) {
      const [, table, rest] = m;
      if (!oldTables.has(table)) continue;
      if (!contract && /\bDROP (?:COLUMN )?(?!CONSTRAINT\b|DEFAULT\b|NOT NULL\b)"?\w+/i.test(rest))
        flag(statement, `drops a column of ${table}, which the previous release reads (drop it one release later)`);
      if (!contract && /\bRENAME\b/i.test(rest))
        flag(statement, `renames ${table} or one of its columns: add the new one, copy, drop the old a release later`);
      if (/\bALTER (?:COLUMN )?"?\w+"? (?:SET DATA )?TYPE\b/i.test(rest))
        flag(statement, `changes a column type of ${table} (a rewrite under lock, and the old code's type)`);
      if (/\bALTER (?:COLUMN )?"?\w+"? SET NOT NULL\b/i.test(rest))
        flag(statement, `makes a column of ${table} NOT NULL: the previous release may still write NULL there`);
      for (const add of rest.split(/,(?![^()]*\))/)) {
        if (/^\s*ADD (?:COLUMN )?(?!CONSTRAINT\b)/i.test(add) && /\bNOT NULL\b/i.test(add) && !/\bDEFAULT\b/i.test(add))
          flag(statement, `adds a NOT NULL column without a default to ${table}: the previous release's inserts fail`);
      }
    }
    if (
      (m = new RegExp(
        String.raw`^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(?:IF NOT EXISTS )?"?\w*"? ON (?:ONLY )?${ident}`,
        'i',
      ).exec(s)) &&
      oldTables.has(m[2])
    ) {
      if (!m[1])
        flag(statement, `builds an index on ${m[2]} without CONCURRENTLY (writes to it would wait for the build)`);
      else if (options.transaction !== false)
        flag(statement, 'CREATE INDEX CONCURRENTLY needs `transaction = false` on the migration class');
    }
    if (/^DROP SCHEMA\b|^TRUNCATE\b/i.test(s)) flag(statement, 'destroys data the previous release reads');
  }
  return violations;
}
