import pg from 'pg';
import { listenTargetOf, type Db } from '../db/database.ts';

/**
 * The database's change notices (LISTEN/NOTIFY on one channel) for the caches of one instance. The
 * same mechanism serves PGlite and PostgreSQL, one instance or many: a notice is sent by a trigger in the writer's
 * transaction, so it reaches every instance listening on the same database when — and only if — that transaction
 * commits, whichever instance (or tool) wrote.
 *
 * `sync()` is the freshness promise a cache needs before it answers from memory: it resolves true once every notice
 * of a transaction committed before the call has reached the subscribers. On PostgreSQL that is one round trip on the
 * listening connection (a backend sends pending notices before it reports ready for the next query, and notices
 * arrive in commit order); calls made while one is in flight share the next one, so a burst of reads costs one tiny
 * query per round trip, not one per read. PGlite is one in-process session: its notices are delivered while the
 * committing query completes, so it is always in sync. While the feed cannot promise it (starting, connection lost),
 * `sync()` resolves false and callers read the database; after a reconnect subscribers are told to drop everything
 * (`onReset`), as notices may have been missed meanwhile.
 */
export interface ChangeFeed {
  sync(): Promise<boolean>;
  subscribe(onNotice: (payload: string) => void, onReset: () => void): () => void;
  close(): Promise<void>;
}

interface Subscriber {
  onNotice: (payload: string) => void;
  onReset: () => void;
}

const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];
const SYNC_TIMEOUT_MS = 2_000;
/** How the listening connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'portal-change-feed';

/** Starts listening on `channel` (a plain identifier) in the background; `sync()` answers false until it is listening. */
export function openChangeFeed(
  db: Db,
  channel: string,
  warn: (message: string) => void = console.warn,
): ChangeFeed {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  const subscribers = new Set<Subscriber>();
  const notice = (payload: string) => {
    for (const s of subscribers) s.onNotice(payload);
  };
  const reset = () => {
    for (const s of subscribers) s.onReset();
  };
  const subscribe = (onNotice: Subscriber['onNotice'], onReset: Subscriber['onReset']) => {
    const s = { onNotice, onReset };
    subscribers.add(s);
    return () => void subscribers.delete(s);
  };

  const target = listenTargetOf(db);
  // A handle opened elsewhere (not through db/database.ts): nothing to listen to, so nothing may be served from memory.
  if (!target) {
    warn(
      `no change feed for this database handle: ${channel} readers go to the database every time`,
    );
    return { sync: async () => false, subscribe, close: async () => undefined };
  }

  if (target.kind === 'pglite') {
    let listening = false;
    const unlisten = target.client.listen(channel, notice).then((stop) => {
      listening = true;
      return stop;
    });
    return {
      sync: async () => listening,
      subscribe,
      close: async () => {
        listening = false;
        const stop = await unlisten.catch(() => undefined);
        // The client may already be closed (tests drop the database after the app); nothing is left to stop then.
        if (!target.client.closed) await stop?.().catch(() => undefined);
      },
    };
  }
  return postgresFeed(target.url, channel, notice, reset, subscribe, warn);
}

function postgresFeed(
  url: string,
  channel: string,
  notice: (payload: string) => void,
  reset: () => void,
  subscribe: ChangeFeed['subscribe'],
  warn: (message: string) => void,
): ChangeFeed {
  let client: pg.Client | undefined;
  let ready = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let inFlight: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = undefined;
    ready = false;
    inFlight = undefined;
    queued = undefined;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    // Whatever was cached may have missed a notice from now on.
    reset();
    if (closed) return;
    if (failures === 0)
      warn(`schedule change feed lost (${why}): reading the database until it is back`);
    retry = setTimeout(connect, RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]);
    failures += 1;
  };

  async function connect() {
    retry = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: url, application_name: FEED_APPLICATION_NAME });
    client = c;
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.on('notification', (m) => {
      if (m.channel === channel) notice(m.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (client !== c || closed) return;
      // Anything cached before now was cached without the feed's promise (or during a gap).
      reset();
      ready = true;
      failures = 0;
    } catch (err) {
      lost(c, err instanceof Error ? err.message : String(err));
    }
  }
  void connect();

  /**
   * One round trip on the listening connection: every notice committed before it is delivered before its answer. A
   * connection that stops answering without an error must not hold reads up: after SYNC_TIMEOUT_MS they go to the
   * database, and the connection is replaced.
   */
  const barrier = (): Promise<boolean> => {
    const c = client;
    if (!ready || !c) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        lost(c, `no answer in ${SYNC_TIMEOUT_MS} ms`);
        resolve(false);
      }, SYNC_TIMEOUT_MS);
    });
    const answered = c.query('select 1').then(
      () => client === c && ready,
      () => false,
    );
    const p: Promise<boolean> = Promise.race([answered, timeout]).finally(() => {
      clearTimeout(timer);
      if (inFlight === p) inFlight = undefined;
    });
    return p;
  };

  return {
    sync() {
      if (!ready) return Promise.resolve(false);
      // A round trip already under way may have started before this call's predecessor committed: wait for the next.
      if (!inFlight) return (inFlight = barrier());
      queued ??= inFlight.then(() => {
        const next = barrier();
        inFlight = next;
        queued = undefined;
        return next;
      });
      return queued;
    },
    subscribe,
    async close() {
      closed = true;
      ready = false;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
}
