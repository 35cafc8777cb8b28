import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import {
  ApiKeyEntity,
  CatalogAccessEntity,
  ClusterInventoryEntity,
  CategoryEntity,
  AddonAuditEventEntity,
  DnsRecordEntity,
  FleetUserEntity,
  FleetUserIdentityEntity,
  InstanceInventoryEntity,
  MachineTokenAuditEntity,
  MachineTokenEntity,
  MembershipEntity,
  NotificationEntity,
  OrganizationEntity,
  PersonalAccessTokenEntity,
  SecretEntity,
  SupportTicketEntity,
  SupportTicketMessageEntity,
  TemplateEntity,
  TemplateRevisionEntity,
  UserEntity,
  UserIdentityEntity,
} from '#lib/domain';
import { openDatabase, type OpenedDatabase, SCHEMAS, type SchemaName, selectList } from '#lib/database';
import { createTestDatabase, type TestDatabase } from '#test/support';
import {
  INSTANCE_ROW_COLUMNS as TOKEN_INSTANCE_ROW_COLUMNS,
  TOKEN_AUTH_FROM,
  TOKEN_AUTH_ROW_COLUMNS,
  TOKEN_FROM,
  TOKEN_ROW_COLUMNS,
} from '../apps/hub/src/account/access-tokens/access-tokens.repository.js';
import {
  API_KEY_ROW_COLUMNS,
  API_KEY_WITH_ORG_FROM,
  API_KEY_WITH_ORG_ROW_COLUMNS,
} from '../apps/hub/src/account/api-keys/api-keys.repository.js';
import { NOTIFICATION_ROW_COLUMNS } from '../apps/hub/src/account/notifications/notifications.repository.js';
import { ADMIN_ORGANIZATION_ROW_COLUMNS } from '../apps/hub/src/admin/organizations/organizations.repository.js';
import {
  ADMIN_TEMPLATE_ROW_COLUMNS,
  TEMPLATE_WRITE_COLUMNS,
} from '../apps/hub/src/admin/templates/templates.repository.js';
import {
  MEMBER_FROM,
  MEMBER_ROW_COLUMNS,
  NEW_ORGANIZATION_ROW_COLUMNS,
  ORGANIZATION_FROM,
  ORGANIZATION_ROW_COLUMNS,
} from '../apps/hub/src/account/organizations/organizations.repository.js';
import { USER_WITH_ORG_FROM, USER_WITH_ORG_ROW_COLUMNS } from '../apps/hub/src/account/profile/users.repository.js';
import { ADMIN_CATEGORY_ROW_COLUMNS } from '../apps/hub/src/admin/categories/categories.repository.js';
import { GRANT_FROM, GRANT_ROW_COLUMNS } from '../apps/hub/src/admin/catalog-access/catalog-access.repository.js';
import {
  KEY_FROM,
  KEY_ROW_COLUMNS,
  USER_FROM as AUTH_USER_FROM,
  USER_ROW_COLUMNS as AUTH_USER_ROW_COLUMNS,
} from '../apps/hub/src/auth/auth.repository.js';
import type { CatalogScope } from '../apps/hub/src/auth/caller.js';
import { categoryRowColumns, TEMPLATE_ROW_COLUMNS } from '../apps/hub/src/catalog/catalog.repository.js';
import { AUDIENCE_FROM, AUDIENCE_ROW_COLUMNS, visibleTemplateSql } from '../apps/hub/src/catalog/visibility.js';
import { REVOKED_ROW_COLUMNS } from '../apps/hub/src/credentials/credential-revocation.repository.js';
import { EVENT_ROW_COLUMNS } from '../apps/hub/src/instance/addon-audit/addon-audit.repository.js';
import {
  DNS_ROW_COLUMNS,
  PUBLISHED_DNS_FROM,
  PUBLISHED_DNS_ROW_COLUMNS,
} from '../apps/hub/src/instance/dns/dns.repository.js';
import {
  INSTANCE_FROM,
  INSTANCE_ROW_COLUMNS,
} from '../apps/hub/src/instance/instance-info/instance-info.repository.js';
import {
  MESSAGE_ROW_COLUMNS,
  TICKET_FROM,
  TICKET_ROW_COLUMNS,
} from '../apps/hub/src/instance/support/support.repository.js';
import {
  FIT_TEMPLATE_ROW_COLUMNS,
  INSTANCE_HARDWARE_FROM,
  INSTANCE_HARDWARE_ROW_COLUMNS,
} from '../apps/hub/src/catalog/fit/fit.repository.js';
import { AUDIT_ROW_COLUMNS } from '../apps/fleet/src/audit/audit.repository.js';
import { INVENTORY_ROW_COLUMNS } from '../apps/fleet/src/inventory/inventory.repository.js';
import { MACHINE_TOKEN_ROW_COLUMNS } from '../apps/fleet/src/machine-tokens/machine-tokens.repository.js';
import { SECRET_ROW_COLUMNS } from '../apps/fleet/src/secrets/secrets.repository.js';
import {
  IDENTITY_ROW_COLUMNS as FLEET_IDENTITY_ROW_COLUMNS,
  USER_ROW_COLUMNS,
} from '../apps/fleet/src/users/users.repository.js';
import { IDENTITY_ROW_COLUMNS } from '../apps/hub/src/auth/identities.repository.js';

/**
 * The schema described once: the migrations build the tables, the entities describe them, and the column maps
 * of the repositories' plain-row SQL name entity columns. Each link is checked here, so a column added, renamed
 * or dropped in one place and not in the others fails this file rather than a request.
 */

/** A column map, the FROM clause its SQL reads it from, and the entity behind each table alias. */
interface RowSource {
  name: string;
  columns: Readonly<Record<string, string>>;
  from: string;
  /** Alias → entity, for every alias the expressions name (subqueries' too); '' is the table of unqualified columns. */
  tables: Record<string, EntityTarget<ObjectLiteral>>;
  /** Types of the parameters ($1, $2, …) the expressions take; the check binds each to a NULL of its type. */
  parameters?: string[];
}

const TEMPLATE_FROM = 'templates t JOIN categories c ON c.id = t.category_id';
const KEY_AND_ORGANIZATION = { k: ApiKeyEntity, o: OrganizationEntity };

/**
 * The category list counts the templates its caller sees: checked as an organization sees them (the scope with the
 * most SQL; the organization's id is its parameter $1).
 */
const ORGANIZATION_SCOPE: CatalogScope = { all: false, orgId: '00000000-0000-0000-0000-000000000001' };

/** What a leak report's UPDATEs return of the keys and tokens they end. */
const REVOKED_KEY = { from: 'api_keys k', tables: { k: ApiKeyEntity } };
const REVOKED_TOKEN = {
  from: 'personal_access_tokens t JOIN api_keys k ON k.id = t.instance_id',
  tables: { t: PersonalAccessTokenEntity, k: ApiKeyEntity },
};

const ROW_SOURCES: Record<SchemaName, RowSource[]> = {
  hub: [
    {
      name: 'catalog TemplateRow',
      columns: TEMPLATE_ROW_COLUMNS,
      from: TEMPLATE_FROM,
      tables: { t: TemplateEntity, c: CategoryEntity },
    },
    {
      name: 'admin AdminTemplateRow',
      columns: ADMIN_TEMPLATE_ROW_COLUMNS,
      from: TEMPLATE_FROM,
      // r: the current revision's envelope, read by a subquery
      tables: { t: TemplateEntity, c: CategoryEntity, r: TemplateRevisionEntity },
    },
    {
      name: 'catalog CategoryRow, as an organization sees it',
      columns: categoryRowColumns(visibleTemplateSql(ORGANIZATION_SCOPE, [])),
      from: 'categories c',
      tables: { c: CategoryEntity, t: TemplateEntity, ca: CatalogAccessEntity },
      parameters: ['uuid'],
    },
    {
      name: 'catalog visibility AudienceRow',
      columns: AUDIENCE_ROW_COLUMNS,
      from: AUDIENCE_FROM,
      tables: { t: TemplateEntity, c: CategoryEntity, ca: CatalogAccessEntity },
    },
    {
      name: 'NotificationRow',
      columns: NOTIFICATION_ROW_COLUMNS,
      from: 'notifications n',
      tables: { n: NotificationEntity },
    },
    {
      name: 'AdminCategoryRow',
      columns: ADMIN_CATEGORY_ROW_COLUMNS,
      from: 'categories c',
      tables: { c: CategoryEntity, t: TemplateEntity, ca: CatalogAccessEntity },
    },
    {
      name: 'AdminOrganizationRow',
      columns: ADMIN_ORGANIZATION_ROW_COLUMNS,
      from: 'organizations o',
      tables: { o: OrganizationEntity, m: MembershipEntity, k: ApiKeyEntity },
    },
    { name: 'ApiKeyRow', columns: API_KEY_ROW_COLUMNS, from: 'api_keys k', tables: { k: ApiKeyEntity } },
    {
      name: 'ApiKeyWithOrgRow',
      columns: API_KEY_WITH_ORG_ROW_COLUMNS,
      from: API_KEY_WITH_ORG_FROM,
      tables: KEY_AND_ORGANIZATION,
    },
    {
      name: 'auth KeyRow',
      columns: KEY_ROW_COLUMNS,
      from: KEY_FROM,
      tables: KEY_AND_ORGANIZATION,
      parameters: ['text'],
    },
    {
      name: 'auth UserRow',
      columns: AUTH_USER_ROW_COLUMNS,
      from: AUTH_USER_FROM,
      tables: { u: UserEntity, m: MembershipEntity, o: OrganizationEntity },
    },
    {
      name: 'identities IdentityRow',
      columns: IDENTITY_ROW_COLUMNS,
      from: 'user_identities i',
      tables: { i: UserIdentityEntity },
    },
    {
      name: 'access-token TokenRow',
      columns: TOKEN_ROW_COLUMNS,
      from: TOKEN_FROM,
      tables: { t: PersonalAccessTokenEntity, k: ApiKeyEntity, u: UserEntity },
    },
    {
      name: 'access-token InstanceRow',
      columns: TOKEN_INSTANCE_ROW_COLUMNS,
      from: 'api_keys',
      tables: { '': ApiKeyEntity },
    },
    {
      name: 'access-token TokenAuthRow',
      columns: TOKEN_AUTH_ROW_COLUMNS,
      from: TOKEN_AUTH_FROM,
      tables: { t: PersonalAccessTokenEntity, k: ApiKeyEntity, o: OrganizationEntity, m: MembershipEntity },
      parameters: ['text'],
    },
    { name: 'revoked key', columns: REVOKED_ROW_COLUMNS.key, ...REVOKED_KEY },
    { name: 'revoked previous key secret', columns: REVOKED_ROW_COLUMNS.previousKey, ...REVOKED_KEY },
    { name: 'revoked token', columns: REVOKED_ROW_COLUMNS.token, ...REVOKED_TOKEN },
    { name: 'revoked previous token secret', columns: REVOKED_ROW_COLUMNS.previousToken, ...REVOKED_TOKEN },
    {
      name: 'OrganizationRow',
      columns: ORGANIZATION_ROW_COLUMNS,
      from: ORGANIZATION_FROM,
      tables: { m: MembershipEntity, o: OrganizationEntity },
    },
    {
      name: 'OrganizationRow of a new organization',
      columns: NEW_ORGANIZATION_ROW_COLUMNS,
      from: 'organizations',
      tables: { '': OrganizationEntity },
    },
    {
      name: 'MemberRow',
      columns: MEMBER_ROW_COLUMNS,
      from: MEMBER_FROM,
      tables: { m: MembershipEntity, u: UserEntity },
    },
    {
      name: 'UserWithOrgRow',
      columns: USER_WITH_ORG_ROW_COLUMNS,
      from: USER_WITH_ORG_FROM,
      tables: { u: UserEntity, m: MembershipEntity, o: OrganizationEntity },
    },
    {
      name: 'catalog-access GrantRow',
      columns: GRANT_ROW_COLUMNS,
      from: GRANT_FROM,
      tables: { ca: CatalogAccessEntity, o: OrganizationEntity, c: CategoryEntity },
    },
    { name: 'DnsRow', columns: DNS_ROW_COLUMNS, from: 'dns_records', tables: { '': DnsRecordEntity } },
    {
      name: 'published DnsRow',
      columns: PUBLISHED_DNS_ROW_COLUMNS,
      from: PUBLISHED_DNS_FROM,
      tables: { d: DnsRecordEntity, ...KEY_AND_ORGANIZATION },
    },
    {
      name: 'instance-info InstanceRow',
      columns: INSTANCE_ROW_COLUMNS,
      from: INSTANCE_FROM,
      tables: KEY_AND_ORGANIZATION,
    },
    {
      name: 'support TicketRow',
      columns: TICKET_ROW_COLUMNS,
      from: TICKET_FROM,
      tables: { t: SupportTicketEntity, o: OrganizationEntity, m: SupportTicketMessageEntity },
    },
    {
      name: 'support MessageRow',
      columns: MESSAGE_ROW_COLUMNS,
      from: 'support_ticket_messages',
      tables: { '': SupportTicketMessageEntity },
    },
    {
      name: 'addon-audit EventRow',
      columns: EVENT_ROW_COLUMNS,
      from: 'addon_audit_events',
      tables: { '': AddonAuditEventEntity },
    },
    {
      name: 'fit FitTemplateRow',
      columns: FIT_TEMPLATE_ROW_COLUMNS,
      from: 'templates t',
      tables: { t: TemplateEntity },
    },
    {
      name: 'fit InstanceHardwareRow',
      columns: INSTANCE_HARDWARE_ROW_COLUMNS,
      from: INSTANCE_HARDWARE_FROM,
      tables: { ...KEY_AND_ORGANIZATION, i: InstanceInventoryEntity },
    },
  ],
  fleet: [
    { name: 'fleet UserRow', columns: USER_ROW_COLUMNS, from: 'fleet_users', tables: { '': FleetUserEntity } },
    {
      name: 'fleet IdentityRow',
      columns: FLEET_IDENTITY_ROW_COLUMNS,
      from: 'fleet_user_identities',
      tables: { '': FleetUserIdentityEntity },
    },
    {
      name: 'MachineTokenRow',
      columns: MACHINE_TOKEN_ROW_COLUMNS,
      from: 'machine_tokens',
      tables: { '': MachineTokenEntity },
    },
    { name: 'SecretRow', columns: SECRET_ROW_COLUMNS, from: 'secrets', tables: { '': SecretEntity } },
    {
      name: 'AuditRow',
      columns: AUDIT_ROW_COLUMNS,
      from: 'machine_token_audit_log',
      tables: { '': MachineTokenAuditEntity },
    },
    {
      name: 'InventoryRow',
      columns: INVENTORY_ROW_COLUMNS,
      from: 'cluster_inventory ci',
      tables: { ci: ClusterInventoryEntity },
    },
  ],
};

/** Columns (by database name) of a table or view of the connected database, in their order. */
async function databaseColumns(dataSource: DataSource, table: string): Promise<string[]> {
  const rows: { column_name: string }[] = await dataSource.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * The columns an expression names: a bare `column` (of the unqualified table), or each `alias.column` in it outside
 * string literals. The rest of a computed expression (functions, operators, literals) is checked by running it.
 */
function columnReferences(expression: string): { alias: string; column: string }[] {
  if (/^\w+$/.test(expression)) return [{ alias: '', column: expression }];
  const code = expression.replace(/'(?:[^']|'')*'/g, "''");
  return [...code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([A-Za-z_]\w*)(?![\w(])/g)].map(([, alias, column]) => ({
    alias,
    column,
  }));
}

/** The SELECT of a row source, each parameter bound to a NULL of its type (a view takes no parameters). */
function selectOf(source: RowSource): string {
  return `SELECT ${selectList(source.columns)} FROM ${source.from}`.replace(/\$(\d+)/g, (_, n: string) => {
    const type = source.parameters?.[Number(n) - 1];
    if (!type) throw new Error(`${source.name}: no type given for $${n}`);
    return `(NULL::${type})`;
  });
}

describe.each(['hub', 'fleet'] as const)('the %s schema, described once', (schema) => {
  let database: TestDatabase;
  let opened: OpenedDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase(schema);
    opened = await openDatabase({ url: database.url, dataDir: database.dataDir, ...SCHEMAS[schema] });
    dataSource = opened.dataSource;
  });

  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('has an entity for every migrated table, and the entity and the table have the same columns', async () => {
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
        ORDER BY table_name`,
    );
    const described = dataSource.entityMetadatas.map((m) => m.tableName).sort();
    expect(tables.map((t) => t.table_name)).toEqual(described);
    for (const metadata of dataSource.entityMetadatas) {
      const entity = metadata.columns.map((c) => c.databaseName).sort();
      const migrated = (await databaseColumns(dataSource, metadata.tableName)).sort();
      expect({ table: metadata.tableName, columns: entity }).toEqual({ table: metadata.tableName, columns: migrated });
    }
  });

  it.each(ROW_SOURCES[schema].map((source) => [source.name, source] as const))(
    '%s: every column it reads is a column of the entity behind it',
    (_name, source) => {
      const unknown = Object.entries(source.columns).flatMap(([field, expression]) =>
        columnReferences(expression).flatMap(({ alias, column }) => {
          const entity = source.tables[alias];
          if (!entity) return [`${field}: no table for alias "${alias}"`];
          const metadata = dataSource.getMetadata(entity);
          return metadata.findColumnWithDatabaseName(column)
            ? []
            : [`${field}: ${metadata.tableName} has no column ${column}`];
        }),
      );
      expect([...new Set(unknown)]).toEqual([]);
    },
  );

  it.each(ROW_SOURCES[schema].map((source) => [source.name, source] as const))(
    '%s: its SELECT runs on the migrated database and gives exactly the row type’s fields',
    async (_name, source) => {
      const view = 'schema_check_row';
      await dataSource.query(`CREATE VIEW ${view} AS ${selectOf(source)}`);
      try {
        expect(await databaseColumns(dataSource, view)).toEqual(Object.keys(source.columns));
      } finally {
        await dataSource.query(`DROP VIEW ${view}`);
      }
    },
  );

  if (schema === 'hub') {
    it('writes templates only into columns of the template entity', () => {
      const metadata = dataSource.getMetadata(TemplateEntity);
      const unknown = Object.keys(TEMPLATE_WRITE_COLUMNS).filter((c) => !metadata.findColumnWithDatabaseName(c));
      expect(unknown).toEqual([]);
    });
  }
});
