/**
 * Benchmark (issue 4 "Schedule reads"): a week of hospital 1001's schedule (area 1, all doctors) next to
 * /healthz on the same server in the same run, in English and in Chinese (issue 14). Run: `npm run bench:schedule` (embedded database), or with
 * BENCH_DATABASE_URL=postgres://… for PostgreSQL. Prints JSON lines and ratios; never asserts.
 */
import { addDays, hospitalToday } from '@portal/shared';
import { compareWithHealth, withServer } from './support.ts';

// A week from tomorrow in the hospital's zone: what the department page asks for after the release time.
const start = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 1);
const end = addDays(start, 6);

void withServer(async (url) => {
  const week = `${url}/hospital/api/snScheduleSync/web/all?hosId=1001&hosArea=1&businessType=4&start=${start}&end=${end}`;
  // One request first: the week's sessions are materialized once, outside the measurement.
  const first = await fetch(week);
  if (!first.ok) throw new Error(`schedule request failed: ${first.status} ${await first.text()}`);
  // Issue 14: the same week in Chinese (names, titles and periods overlaid from the hospital's translations).
  await compareWithHealth(url, [
    { name: 'schedule-week', opts: { url: week } },
    { name: 'schedule-week-zh', opts: { url: week, headers: { 'accept-language': 'zh-CN' } } },
  ]);
});
