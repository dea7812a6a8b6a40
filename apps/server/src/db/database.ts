import { Kysely, PostgresDialect, type KyselyPlugin } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareMarkedStatements } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// bigint (int8) columns hold money in fen: return them as strings, never as lossy JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool behind a handle, for its gauges (plugins/metrics.ts); none on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * Where a handle's change notices (LISTEN/NOTIFY) are heard, for lib/change-feed.ts: a dedicated
 * connection to the same PostgreSQL server (a pooled one cannot hold a LISTEN), or the embedded client itself.
 */
export type ListenTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
const listenTargets = new WeakMap<Db, ListenTarget>();

export function listenTargetOf(db: Db): ListenTarget | undefined {
  return listenTargets.get(db);
}

/**
 * One database handle for the whole process; the same Kysely code runs on PGlite and PostgreSQL. `plugins` see every
 * query (the tests check each for Citus, db/citus-joins.ts).
 */
export async function openDatabase(
  target: DatabaseTarget,
  plugins: KyselyPlugin[] = [],
): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle client can lose its connection (database restart, failover, admin termination). pg reports that as
    // an 'error' event, which would crash the process if nobody listened; the pool replaces the client instead.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    prepareMarkedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    pools.set(db, pool);
    listenTargets.set(db, { kind: 'postgres', url: target.url });
    return db;
  }
  return (await openPglite(target.dataDir, target.loadDataDir, plugins)).db;
}

/**
 * The embedded database's page cache. PGlite zeroes the whole of it in WebAssembly at every open: PostgreSQL's default
 * 128MB took 0.4 s of `npm start` (docs/benchmarks.md#npm-start), while a demo hospital's data fits in a few MB and a
 * page the cache lacks is one file read away (the OS caches it). Production runs on PostgreSQL, configured there.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite with its client exposed (tests dump a migrated template from it). dataDir 'memory://' keeps it in memory. */
export async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
  plugins: KyselyPlugin[] = [],
) {
  const client = await PGlite.create(dataDir, {
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client), plugins });
  listenTargets.set(db, { kind: 'pglite', client });
  return { client, db };
}
