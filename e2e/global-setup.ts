import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyDataDir, startServer, type RunningServer } from './support/server.ts';

/**
 * The journeys run in parallel workers (vitest.config.ts, project e2e). Each worker has a real demo server of its
 * own (embedded database, built web app), so journeys in different workers never see each other's bookings, SMS
 * codes or cancellations; the journeys of one worker share it one after another, as all of them shared one server
 * before. One first start creates, migrates and seeds the template; every worker's server — and every journey's
 * own server (startServerOnFreshData) — starts on a copy of it instead of migrating and seeding again.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const template = path.join(root, 'template');
  const servers: RunningServer[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(root, { recursive: true, force: true });
  };
  const workers = typeof project.config.maxWorkers === 'number' ? project.config.maxWorkers : 1;
  const dataDirs = Array.from({ length: workers }, (_, i) => path.join(root, `worker-${i + 1}`));
  let started: PromiseSettledResult<RunningServer>[];
  try {
    const first = await startServer({ DATA_DIR: template });
    await first.stop();
    started = await Promise.allSettled(
      dataDirs.map(async (dataDir) => {
        copyDataDir(template, dataDir);
        const server = await startServer({ DATA_DIR: dataDir });
        servers.push(server);
        return server;
      }),
    );
  } catch (err) {
    await teardown();
    throw err;
  }
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const workerServers = started.map((s, i) => ({
    baseUrl: (s as PromiseFulfilledResult<RunningServer>).value.baseUrl,
    dataDir: dataDirs[i]!,
  }));
  project.provide('workerServers', workerServers);
  project.provide('baseUrl', workerServers[0]!.baseUrl);
  project.provide('dataDir', workerServers[0]!.dataDir);
  project.provide('e2eTemplateDir', template);
  return teardown;
}
