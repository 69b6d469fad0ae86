import { sql, type ColumnMetadata, type DatabaseIntrospector, type DatabaseMetadataOptions, type SchemaMetadata, type TableMetadata } from 'kysely';
import { dialectOf, type Db } from './database.js';

/**
 * The tables of the schema this connection works in (`current_schema()`), read without leaving it.
 *
 * Kysely's PostgreSQL introspector reads every schema of the database and resolves each table by
 * its name (`has_schema_privilege`, `pg_get_serial_sequence`): a schema another process drops
 * meanwhile — a test file finishing beside this one, a staging copy removed — fails the whole
 * read with `schema "…" does not exist`. Here the catalogue is filtered to our schema before any
 * name is resolved. SQLite has one schema per file and keeps Kysely's introspector.
 */
export function ownSchemaIntrospector(db: Db): DatabaseIntrospector {
  if (dialectOf(db) === 'sqlite') return db.introspection;
  const getTables = async (options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ table: string; kind: string; schema: string; column: string; type: string; type_schema: string; not_null: boolean; has_default: boolean; serial: string | null; comment: string | null }>`
      select c.relname as "table", c.relkind as kind, ns.nspname as schema, a.attname as "column",
             typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial,
             col_description(a.attrelid, a.attnum) as comment
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p', 'f')
         and a.attnum >= 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      // Kysely's own tables only when asked for, as its introspectors do.
      if (!options.withInternalKyselyTables && row.table.startsWith('kysely_')) continue;
      const table = tables.get(row.table) ?? { name: row.table, schema: row.schema, isView: row.kind === 'v', isForeign: row.kind === 'f', columns: [] };
      tables.set(row.table, table);
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.serial !== null,
        hasDefaultValue: row.has_default,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  };
  return {
    getSchemas: async (): Promise<SchemaMetadata[]> => (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(db)).rows,
    getTables,
  };
}

/** `db` answering `introspection` with {@link ownSchemaIntrospector} (for Kysely's migrator, which asks it). */
export function withOwnSchemaIntrospection(db: Db): Db {
  const introspection = ownSchemaIntrospector(db);
  if (introspection === db.introspection) return db;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
