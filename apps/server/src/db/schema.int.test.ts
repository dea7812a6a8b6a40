import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from './database.ts';

/**
 * schema.ts (the `Database` interface Kysely types every query with) is written by hand beside each migration; this
 * test holds the two together. It reads the migrated database's columns from information_schema and the interface
 * with the TypeScript compiler, and names every table or column only one side has, and every column whose nullability
 * or broad type differs. How to update schema.ts: docs/database.md.
 */

/** What a column's value is in JavaScript, as far as a query's caller can tell. */
type Broad =
  'string' | 'number' | 'bigint' | 'numeric' | 'boolean' | 'Date' | 'date' | 'json' | 'array';
interface Column {
  broad: Broad | `unknown ${string}`;
  nullable: boolean;
}
type Tables = Map<string, Map<string, Column>>;

/** Kysely's own bookkeeping, not the application's. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** information_schema's data_type → the broad type its values have. */
const BROAD_OF_DATA_TYPE: Record<string, Broad> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  inet: 'string',
  smallint: 'number',
  integer: 'number',
  real: 'number',
  'double precision': 'number',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  'timestamp without time zone': 'Date',
  date: 'date',
  json: 'json',
  jsonb: 'json',
  ARRAY: 'array',
};

/**
 * The TypeScript kinds a column of each broad type may be declared with. bigint (money in fen, serial ids) and numeric
 * come back as text from pg (database.ts) and as numbers from PGlite, so they are declared `string | number` or
 * `string`; a calendar date is always selected with to_char(…, 'YYYY-MM-DD'), so it is declared `string`.
 */
const DECLARED_AS: Record<Broad, { required: Kind[]; allowed: Kind[] }> = {
  string: { required: ['string'], allowed: ['string'] },
  number: { required: ['number'], allowed: ['number'] },
  bigint: { required: ['string'], allowed: ['string', 'number'] },
  numeric: { required: ['string'], allowed: ['string', 'number'] },
  boolean: { required: ['boolean'], allowed: ['boolean'] },
  Date: { required: ['Date'], allowed: ['Date'] },
  date: { required: ['string'], allowed: ['string'] },
  json: { required: [], allowed: ['object', 'array', 'string', 'number', 'boolean'] },
  array: { required: ['array'], allowed: ['array'] },
};
type Kind = 'string' | 'number' | 'bigint' | 'boolean' | 'Date' | 'array' | 'object';

async function migratedTables(db: Db): Promise<Tables> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    is_nullable: 'YES' | 'NO';
    data_type: string;
  }>`
    select c.table_name, c.column_name, c.is_nullable, c.data_type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
  `.execute(db);
  const tables: Tables = new Map();
  for (const row of rows) {
    if (MIGRATOR_TABLES.has(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, Column>();
    columns.set(row.column_name, {
      broad: BROAD_OF_DATA_TYPE[row.data_type] ?? `unknown ${row.data_type}`,
      nullable: row.is_nullable === 'YES',
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Each column of schema.ts's `Database`: the kinds of its selected type (ColumnType's first argument), and null. */
function declaredTables(): Map<string, Map<string, { kinds: Set<Kind>; nullable: boolean }>> {
  const schemaFile = path.join(import.meta.dirname, 'schema.ts');
  const config = ts.readConfigFile(
    path.join(import.meta.dirname, '../../tsconfig.json'),
    ts.sys.readFile,
  );
  const { options } = ts.parseJsonConfigFileContent(
    config.config,
    ts.sys,
    path.join(import.meta.dirname, '../..'),
  );
  // schema.ts needs Kysely's and the shared package's types, not Node's: leaving those out halves the time.
  const program = ts.createProgram([schemaFile], { ...options, types: [] });
  const checker = program.getTypeChecker();
  const database = program
    .getSourceFile(schemaFile)!
    .statements.find(
      (s): s is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
    );
  if (!database) throw new Error('schema.ts declares no `Database` interface');

  const tables = new Map<string, Map<string, { kinds: Set<Kind>; nullable: boolean }>>();
  for (const table of checker.getTypeAtLocation(database.name).getProperties()) {
    const columns = new Map<string, { kinds: Set<Kind>; nullable: boolean }>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      let type = checker.getTypeOfSymbol(column);
      const selected = type.getProperty('__select__');
      if (selected) type = checker.getTypeOfSymbol(selected);
      const kinds = new Set<Kind>();
      let nullable = false;
      for (const member of type.isUnion() ? type.types : [type]) {
        // A branded column (`hos_id: HosId`, string & brand) is stored as its base type.
        const part = member.isIntersection()
          ? (member.types.find((t) => !(t.flags & ts.TypeFlags.Object)) ?? member)
          : member;
        const flags = part.flags;
        if (flags & ts.TypeFlags.Null) nullable = true;
        else if (flags & ts.TypeFlags.Undefined) continue;
        else if (flags & ts.TypeFlags.StringLike) kinds.add('string');
        else if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
        else if (flags & ts.TypeFlags.BigIntLike) kinds.add('bigint');
        else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
        else if (part.getSymbol()?.name === 'Date') kinds.add('Date');
        else if (checker.isArrayType(part)) kinds.add('array');
        else kinds.add('object');
      }
      columns.set(column.name, { kinds, nullable });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Every difference between the two, one line each, naming the table and column. */
function differences(migrated: Tables, declared: ReturnType<typeof declaredTables>): string[] {
  const found: string[] = [];
  for (const table of new Set([...migrated.keys(), ...declared.keys()])) {
    const inDb = migrated.get(table);
    const inSchema = declared.get(table);
    if (!inDb) {
      found.push(`${table}: in schema.ts, not in the migrated database`);
      continue;
    }
    if (!inSchema) {
      found.push(`${table}: in the migrated database, not in schema.ts`);
      continue;
    }
    for (const name of new Set([...inDb.keys(), ...inSchema.keys()])) {
      const column = inDb.get(name);
      const declaredColumn = inSchema.get(name);
      const where = `${table}.${name}`;
      if (!column) {
        found.push(`${where}: in schema.ts, not in the migrated database`);
        continue;
      }
      if (!declaredColumn) {
        found.push(`${where}: in the migrated database, not in schema.ts`);
        continue;
      }
      if (column.nullable !== declaredColumn.nullable)
        found.push(
          `${where}: ${column.nullable ? 'nullable' : 'not null'} in the database, ` +
            `${declaredColumn.nullable ? 'nullable' : 'not null'} in schema.ts`,
        );
      const kinds = [...declaredColumn.kinds].sort().join(' | ') || 'nothing';
      if (column.broad.startsWith('unknown ')) {
        found.push(`${where}: ${column.broad} has no broad type in this test yet; add it`);
        continue;
      }
      const { required, allowed } = DECLARED_AS[column.broad as Broad];
      const fits =
        required.every((k) => declaredColumn.kinds.has(k)) &&
        [...declaredColumn.kinds].every((k) => allowed.includes(k));
      if (!fits || declaredColumn.kinds.size === 0)
        found.push(
          `${where}: ${column.broad} in the database, declared ${kinds} in schema.ts ` +
            `(expected ${allowed.join(' | ')}${required.length < allowed.length && required.length ? `, including ${required.join(' and ')}` : ''})`,
        );
    }
  }
  return found;
}

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

it('schema.ts declares every table and column the migrations create, with their nullability and type', async () => {
  const migrated = await migratedTables(db);
  expect(migrated.size).toBeGreaterThan(50);
  expect(differences(migrated, declaredTables())).toEqual([]);
  // The compiler reads schema.ts and the types it imports: seconds, many more on a loaded machine.
}, 120_000);
