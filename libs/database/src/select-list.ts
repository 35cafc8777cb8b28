/**
 * A row type's columns, written once: each field of the row and the SQL expression that reads it. Declared
 * `satisfies ColumnMap<Row>`, it cannot lose or gain a field without the row type; the schema test
 * (test/schema.e2e-spec.ts) checks each expression against the entities and runs it on a migrated database.
 */
export type ColumnMap<Row> = { readonly [Field in keyof Row]-?: string };

/** The SELECT (or RETURNING) list of a column map: `t.id, c.name AS category_name, …`, in the map's order. */
export function selectList(columns: Readonly<Record<string, string>>): string {
  return Object.entries(columns)
    .map(([field, expression]) =>
      expression === field || expression.endsWith(`.${field}`) ? expression : `${expression} AS ${field}`,
    )
    .join(', ');
}
