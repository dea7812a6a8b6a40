/**
 * Benchmark: a week of hospital 1001's schedule (area 1, all doctors) next
 * to /healthz on the same server in the same run, in English and in Chinese, plus the forms a browser uses
 * once it holds the week (If-None-Match → 304) and with compression (Accept-Encoding: br). Run: `npm run bench:schedule`
 * (embedded database), or with BENCH_DATABASE_URL=postgres://… for PostgreSQL. Prints JSON lines and ratios; never asserts.
 *
 * Goals: the week at ≥ 0.30 of /healthz's throughput with p99 ≤ 20 ms, and a booking visible in leftNum within
 * one second. On PostgreSQL the run also takes a number behind the server's back (plain SQL, as another instance's
 * booking would) while the week is under load, and prints how long until a read shows it; the number is freed after.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, hospitalToday } from '@portal/shared';
import { compareWithHealth, databaseUrl, duration, withServer } from './support.ts';

// A week from tomorrow in the hospital's zone: what the department page asks for after the release time.
const start = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 1);
const end = addDays(start, 6);

interface Cell {
  scheduleId: string;
  leftNum: number;
}
interface TreeNode {
  children: TreeNode[];
  noonMap: Record<string, Record<string, Cell[]>>;
}

function cells(answer: unknown): Cell[] {
  const body = answer as { data: { scheduleList: TreeNode[] } };
  const out: Cell[] = [];
  const walk = (nodes: TreeNode[]) => {
    for (const n of nodes) {
      for (const byDate of Object.values(n.noonMap))
        for (const list of Object.values(byDate)) out.push(...list);
      walk(n.children);
    }
  };
  walk(body.data.scheduleList);
  return out;
}

/** Takes one free number of a session with numbers left, in SQL, and answers how many ms until the week shows it. */
async function freshness(week: string): Promise<string> {
  if (!databaseUrl) return 'freshness probe: PostgreSQL only (BENCH_DATABASE_URL)';
  const leftOf = async (scheduleId: string) =>
    cells(await (await fetch(week)).json()).find((c) => c.scheduleId === scheduleId)?.leftNum;
  const target = cells(await (await fetch(week)).json()).find((c) => c.leftNum > 0);
  if (!target) return 'freshness probe: no session with numbers left';
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const taken = await db.query<{ number_id: string }>(
      `update source_number set status = 'taken', appoint_id = 'bench-probe'
      where hos_id = '1001' and number_id = (select number_id from source_number where hos_id = '1001' and schedule_id = $1 and status = 'free'
        order by seq desc limit 1) returning number_id`,
      [target.scheduleId],
    );
    const committed = performance.now();
    let reads = 0;
    let left: number | undefined;
    do {
      left = await leftOf(target.scheduleId);
      reads++;
    } while (left !== target.leftNum - 1 && performance.now() - committed < 10_000);
    const ms = performance.now() - committed;
    await db.query(
      `update source_number set status = 'free', appoint_id = null where hos_id = '1001' and number_id = $1`,
      [taken.rows[0]?.number_id],
    );
    return (
      `freshness under load: a number taken in SQL showed in leftNum after ${ms.toFixed(1)} ms (${reads} read(s); goal ≤ 1000 ms: ` +
      `${left === target.leftNum - 1 && ms <= 1000 ? 'met' : 'not met'})`
    );
  } finally {
    await db.end();
  }
}

void withServer(async (url) => {
  const week = `${url}/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&businessType=4&start=${start}&end=${end}`;
  // One request first: the week's sessions are materialized once, outside the measurement.
  const first = await fetch(week);
  if (!first.ok) throw new Error(`schedule request failed: ${first.status} ${await first.text()}`);
  const etag = first.headers.get('etag') ?? '';
  // The probe runs 3 s into the English week's measurement (after compareWithHealth's 2 s warm-up of /healthz and of
  // each of the 4 targets, and /healthz's own run), so it sees the server under load.
  let probe: Promise<string> = Promise.resolve('freshness probe: did not run');
  const timer = setTimeout(() => (probe = freshness(week)), (2 + 2 * 4 + duration + 3) * 1000);
  // The same week in Chinese (names, titles and periods overlaid from the hospital's translations).
  const { health, results } = await compareWithHealth(url, [
    { name: 'schedule-week', opts: { url: week } },
    { name: 'schedule-week-zh', opts: { url: week, headers: { 'accept-language': 'zh-CN' } } },
    { name: 'schedule-week-304', opts: { url: week, headers: { 'if-none-match': etag } } },
    { name: 'schedule-week-br', opts: { url: week, headers: { 'accept-encoding': 'br, gzip' } } },
  ]);
  clearTimeout(timer);
  for (const m of results) {
    const ratio = m.rps / health.rps;
    console.log(
      `goal ${m.name}: ratio ${ratio.toFixed(3)} ≥ 0.30 ${ratio >= 0.3 ? 'met' : 'NOT met'}; p99 ${m.p99} ms ≤ 20 ms ${m.p99 <= 20 ? 'met' : 'NOT met'}`,
    );
  }
  console.log(await probe);
});
