import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/**
 * The release-time rush: PostgreSQL plans an unnamed statement again on every execution. For the statements
 * every request or every booking attempt runs (the token check, booking's first read) planning cost the database about
 * as much as running them. A statement that starts with `prepared` is sent as a named prepared statement instead:
 * each connection parses it once, and after a few executions PostgreSQL keeps a generic plan for it.
 *
 * Opt-in, for a few statements of fixed shape: every distinct text is a statement each connection keeps. On PGlite the
 * marker is only a comment. A pooler in front of PostgreSQL must support protocol-level prepared statements
 * (PgBouncer 1.21 and later with max_prepared_statements set).
 */
const MARK = '/* prepared */';
export const prepared = sql.raw(`${MARK} `);

/** Statement names by text: the texts are few (see above), so the map stays small. */
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name)
    names.set(text, (name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
  return name;
};

type Query = (...args: unknown[]) => unknown;

/** Makes every client of `pool` send the statements marked `prepared` by name. */
export function prepareMarkedStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const marked: Query = (text, ...rest) =>
      typeof text === 'string' && text.startsWith(MARK)
        ? query({ name: nameOf(text), text, values: rest[0] }, ...rest.slice(1))
        : query(text, ...rest);
    client.query = marked as typeof client.query;
  });
}
