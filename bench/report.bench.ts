/**
 * Benchmark: page 1 of a demo
 * patient's reports in the default range (the last 3 months of years of generated reports, signed in, access log
 * appended per read) and the public dictionary look-up, each next to /healthz on the same server in the same run.
 * Run: `npm run bench:reports` (embedded database), or with BENCH_DATABASE_URL=postgres://… for PostgreSQL (a fresh
 * database on that server, dropped afterwards). Prints JSON lines and ratios; never asserts.
 */
import { compareWithHealth, databaseUrl, withPostgresServer, withServer } from './support.ts';

const HOS = '1001';
const DEMO = { phone: '13800000001', password: 'Demo@2026' };

async function json(res: Response, what: string) {
  const body = (await res.json()) as { code: number; data: unknown };
  if (body.code !== 0) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body.data;
}

async function bench(url: string) {
  const signIn = (await json(
    await fetch(`${url}/uaa/api/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hosId: HOS, ...DEMO }),
    }),
    'sign in',
  )) as { access_token: string };
  const auth = { authorization: `Bearer ${signIn.access_token}` };
  const patients = (await json(
    await fetch(`${url}/patient/api/patient/list?hosId=${HOS}`, { headers: auth }),
    'patients',
  )) as { patientId: string; patientName: string }[];
  const wang = patients.find((p) => p.patientName === 'Wang Jianguo');
  if (!wang) throw new Error('demo patient Wang Jianguo is missing');
  const list = `${url}/feature/api/report/list?hosId=${HOS}&patientId=${wang.patientId}`;
  const page = (await json(await fetch(list, { headers: auth }), 'report list')) as {
    items: unknown[];
    total: number;
  };
  console.log(
    `report list page 1: ${page.items.length} of ${page.total} reports in the default range`,
  );
  await compareWithHealth(url, [
    { name: 'report-list', opts: { url: list, headers: auth } },
    {
      name: 'dictionary',
      opts: { url: `${url}/platform/api/dictionary?hosId=${HOS}&code=out_report_type` },
    },
  ]);
}

if (databaseUrl) void withPostgresServer('reports', {}, ({ server }) => bench(server.baseUrl));
else void withServer(bench);
