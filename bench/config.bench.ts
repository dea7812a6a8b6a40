/**
 * Benchmark: getHospitalConfigInformation next to /healthz on the same server in the same run, so the
 * printed ratios stay meaningful on a shared, noisy machine. Run: `npm run bench` (embedded database),
 * or with BENCH_DATABASE_URL=postgres://… for PostgreSQL. Prints JSON lines and a summary; never asserts.
 */
import { compareWithHealth, withServer } from './support.ts';

void withServer(async (url) => {
  await compareWithHealth(url, [
    {
      // The healthz warm-up alone, as before: the config cache warms within the measured run.
      name: 'config',
      warmup: false,
      opts: {
        url: `${url}/platform/api/config/list`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hosId: '1001', configType: 'GLOBAL,HOMEPAGE,LOGIN,PATIENT' }),
      },
    },
  ]);
});
