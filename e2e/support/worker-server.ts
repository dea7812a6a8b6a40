import { inject } from 'vitest';

/**
 * Set-up file of the e2e project: makes `inject('baseUrl')` and `inject('dataDir')` name the demo server of the
 * worker running this spec (e2e/global-setup.ts starts one per worker), so specs, PortalPage and support/api.ts keep
 * asking for "the suite's server" and get one no other worker writes to.
 *
 * VITEST_POOL_ID is 1…maxWorkers and no two files running at the same time share one. vitest has no per-worker
 * `provide`, so this overrides the worker's copy of the provided values (its state object, which `inject` reads).
 */
const servers = inject('workerServers');
const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
const mine = servers[poolId - 1];
if (!mine)
  throw new Error(
    `no demo server for worker ${poolId}: e2e/global-setup.ts started ${servers.length} (maxWorkers of the e2e project)`,
  );

const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } })
  .__vitest_worker__;
if (!state?.providedContext)
  throw new Error(
    'vitest worker state not found: e2e/support/worker-server.ts needs updating for this vitest version',
  );
state.providedContext.baseUrl = mine.baseUrl;
state.providedContext.dataDir = mine.dataDir;
if (inject('baseUrl') !== mine.baseUrl)
  throw new Error(
    "inject() did not take the worker's server: e2e/support/worker-server.ts needs updating",
  );
