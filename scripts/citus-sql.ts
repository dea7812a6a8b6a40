import fs from 'node:fs';
import path from 'node:path';
import {
  DISTRIBUTED,
  DISTRIBUTION_COLUMN,
  NOT_DISTRIBUTED,
} from '../apps/server/src/db/distribution.ts';

/**
 * The commands that place the portal's tables on Citus, from apps/server/src/db/distribution.ts (docs/citus.md):
 * `npm run citus-sql` prints them, `npm run citus-sql -- --docs` writes them and the table of what stays on the
 * coordinator into docs/citus.md, between the markers below; scripts/citus-sql.test.ts fails when they are out of date.
 */
export const DOC = path.resolve(import.meta.dirname, '../docs/citus.md');
export const START = '<!-- written by `npm run citus-sql -- --docs` from distribution.ts -->';
export const END = '<!-- end of the generated part -->';

const byPlacement = (placement: 'reference' | 'local') =>
  Object.entries(NOT_DISTRIBUTED).filter(([, t]) => t.placement === placement);

export function citusSql(): string {
  const [anchor, ...colocated] = DISTRIBUTED;
  return [
    '-- Reference tables: a copy on every node.',
    ...byPlacement('reference').map(([table]) => `SELECT create_reference_table('${table}');`),
    `-- Distributed tables: sharded by ${DISTRIBUTION_COLUMN}, all in one co-location group.`,
    `SELECT create_distributed_table('${anchor}', '${DISTRIBUTION_COLUMN}');`,
    ...colocated.map(
      (table) =>
        `SELECT create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}', colocate_with => '${anchor}');`,
    ),
    '',
  ].join('\n');
}

function renderGenerated(): string {
  const rows = (placement: 'reference' | 'local') =>
    byPlacement(placement).map(([table, { why }]) => `| \`${table}\` | ${placement} | ${why} |`);
  return [
    START,
    '',
    '| Table | Placement | Why |',
    '| --- | --- | --- |',
    ...rows('reference'),
    ...rows('local'),
    '',
    `The ${DISTRIBUTED.length} other tables are distributed by \`${DISTRIBUTION_COLUMN}\`. The commands, in the order to run them:`,
    '',
    '```sql',
    citusSql().trimEnd(),
    '```',
    '',
    END,
  ].join('\n');
}

export function renderDoc(current: string): string {
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has lost its markers`);
  return current.slice(0, from) + renderGenerated() + current.slice(to + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv.includes('--docs'))
    fs.writeFileSync(DOC, renderDoc(fs.readFileSync(DOC, 'utf8')));
  else process.stdout.write(citusSql());
}
