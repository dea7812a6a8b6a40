import { sql } from 'kysely';
import type { Db } from './database.ts';
import { DISTRIBUTION_COLUMN as HOS_ID, type Placement } from './distribution.ts';

/**
 * What keeps a schema from being distributed by hos_id on Citus (docs/citus.md), read from the catalogue of one
 * schema: one line per problem, none when it is ready. `placementOf` answers undefined for a table not classified.
 */
export async function citusViolations(
  db: Db,
  schema: string,
  placementOf: (table: string) => Placement | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const { rows: tables } = await sql<{
    table: string;
    hos_id_type: string | null;
    hos_id_null: boolean | null;
  }>`
    select c.relname::text as table, format_type(a.atttypid, a.atttypmod) as hos_id_type, not a.attnotnull as hos_id_null
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attname = ${HOS_ID} and not a.attisdropped
     where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition
     order by 1`.execute(db);
  const placements = new Map(tables.map((t) => [t.table, placementOf(t.table)]));
  const distributedTypes = new Set<string>();
  for (const t of tables) {
    const placement = placements.get(t.table);
    if (!placement) problems.push(`${t.table}: not classified (distributed, reference or local)`);
    if (placement !== 'distributed') continue;
    if (t.hos_id_type === null) problems.push(`${t.table}: distributed but has no ${HOS_ID}`);
    else {
      distributedTypes.add(t.hos_id_type);
      if (t.hos_id_null) problems.push(`${t.table}: ${HOS_ID} may be null`);
    }
  }
  if (distributedTypes.size > 1)
    problems.push(
      `${HOS_ID} has several types (${[...distributedTypes].join(', ')}): tables cannot be co-located`,
    );

  // Unique and exclusion indexes, which back every primary key and unique constraint too.
  const { rows: indexes } = await sql<{ table: string; index: string; columns: string[] }>`
    select c.relname::text as table, ic.relname::text as index,
           array(select coalesce(a.attname::text, '(expression)')
                   from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                   left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                  order by k.ord) as columns
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ${schema} and (i.indisunique or i.indisexclusion)
     order by 1, 2`.execute(db);
  for (const i of indexes)
    if (placements.get(i.table) === 'distributed' && !i.columns.includes(HOS_ID))
      problems.push(`${i.table}: unique key ${i.index} (${i.columns.join(', ')}) lacks ${HOS_ID}`);

  const { rows: fks } = await sql<{
    table: string;
    name: string;
    columns: string[];
    target: string;
    target_columns: string[];
  }>`
    select c.relname::text as table, con.conname::text as name, r.relname::text as target,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as target_columns
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_class r on r.oid = con.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ${schema} and con.contype = 'f'
     order by 1, 2`.execute(db);
  for (const fk of fks) {
    const from = placements.get(fk.table);
    const to = placements.get(fk.target);
    const what = `${fk.table}: foreign key ${fk.name} (${fk.columns.join(', ')}) → ${fk.target}`;
    if (from === 'distributed' && to === 'distributed') {
      const at = fk.columns.indexOf(HOS_ID);
      if (at < 0 || fk.target_columns[at] !== HOS_ID)
        problems.push(
          `${what} (${fk.target_columns.join(', ')}) does not join ${HOS_ID} to ${HOS_ID}`,
        );
    } else if (to === 'distributed')
      problems.push(`${what}: a ${from ?? 'table'} table refers to a distributed one`);
    else if (to === 'local' && from !== 'local')
      problems.push(`${what}: a ${from ?? 'table'} table refers to a local one`);
  }
  return problems;
}
