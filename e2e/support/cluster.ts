import pg from 'pg';
import { freePort, startServer, type RunningServer } from './server.ts';
import { startHaproxy, type Balancer } from './haproxy.ts';

export interface Instance extends RunningServer {
  name: string;
  port: number;
}

export interface Cluster {
  /** The load balancer's address: what patients, the pay gateway's notifications and the scan page use. */
  baseUrl: string;
  instances: Instance[];
  balancer: Balancer;
  /** The fresh database's URL and a pool on it, for set-up and the SQL checks. */
  databaseUrl: string;
  db: pg.Pool;
  stop(): Promise<void>;
}

export interface ClusterSpec {
  /** Names the database (portal_<tag>_<pid>_<time>). */
  tag: string;
  /** A PostgreSQL server (any database on it): a fresh database is created there and dropped by stop(). */
  adminUrl: string;
  redisUrl?: string;
  count?: number;
  /** More environment for every instance (intervals, limits, log level). */
  env?: Record<string, string>;
}

function onDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * `count` demo instances (README "Running several instances") on one fresh PostgreSQL database and
 * one Redis, started at the same moment on the empty database (the start-up race is part of what is tested), behind
 * HAProxy. Every instance has the same secrets (demo mode's), trusts X-Forwarded-For from the balancer, and gives the
 * balancer's address to the pay gateway for notifications. stop() ends everything and drops the database, whatever
 * state the instances are in (one may have been killed).
 */
export async function startCluster({
  tag,
  adminUrl,
  redisUrl,
  count = 2,
  env = {},
}: ClusterSpec): Promise<Cluster> {
  const database = `portal_${tag}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dropDatabase = async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  };
  await admin.query(`create database ${database}`);
  const databaseUrl = onDatabase(adminUrl, database);
  const balancerPort = await freePort();
  const baseUrl = `http://127.0.0.1:${balancerPort}`;
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startServer({
        DATABASE_URL: databaseUrl,
        ...(redisUrl && { REDIS_URL: redisUrl }),
        TRUST_PROXY: 'true',
        PUBLIC_BASE_URL: baseUrl,
        SCAN_PAGE_BASE_URL: baseUrl,
        ...env,
      }),
    ),
  );
  const instances: Instance[] = started.flatMap((s, i) =>
    s.status === 'fulfilled'
      ? [{ ...s.value, name: `portal${i + 1}`, port: Number(new URL(s.value.baseUrl).port) }]
      : [],
  );
  const stopInstances = () => Promise.all(instances.map((i) => i.stop()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopInstances();
    await dropDatabase();
    throw failed.reason;
  }
  let balancer: Balancer;
  try {
    balancer = await startHaproxy(
      instances.map((i) => ({ name: i.name, port: i.port })),
      balancerPort,
    );
  } catch (err) {
    await stopInstances();
    await dropDatabase();
    throw err;
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Dropping the database ends idle connections from the server side: not an error of the journey.
  db.on('error', () => undefined);
  return {
    baseUrl,
    instances,
    balancer,
    databaseUrl,
    db,
    stop: async () => {
      await balancer.stop();
      await stopInstances();
      await db.end();
      await dropDatabase();
    },
  };
}
