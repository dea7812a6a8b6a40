import { describe, expect, it } from 'vitest';
import type { ScheduleDoctor, ScheduleResponse } from '@portal/shared';
import { buildScheduleTable } from './schedule-table.ts';

const doc = (
  doctorId: string,
  date: string,
  extra: Partial<ScheduleDoctor> = {},
): ScheduleDoctor => ({
  doctorId,
  doctorName: `Dr ${doctorId}`,
  doctorTitle: 'chief',
  deptId: 'd1',
  businessType: '1',
  isStop: '0',
  scheduleId: `s-${doctorId}-${date}`,
  regFee: 2500,
  leftNum: 3,
  ...extra,
});

/** The shape: dateList, noonList, scheduleList tree with noonMap[period][date]. */
const response: ScheduleResponse = {
  dateList: [
    { date: '2026-11-23', weekday: 1 },
    { date: '2026-11-24', weekday: 2 },
    { date: '2026-11-25', weekday: 3 },
  ],
  noonList: [
    { noonCode: 'pm', caption: 'afternoon', sort: 2 },
    { noonCode: 'am', caption: 'morning', sort: 1 },
  ],
  scheduleList: [
    {
      id: 'int',
      name: 'Internal medicine',
      businessType: '1',
      noonMap: {},
      children: [
        {
          id: 'card',
          name: 'Cardiology',
          businessType: '1',
          children: [],
          noonMap: {
            am: { '2026-11-23': [doc('a', '2026-11-23')] },
            pm: { '2026-11-25': [doc('b', '2026-11-25', { isStop: '1' })] },
          },
        },
        {
          id: 'resp',
          name: 'Respiratory',
          businessType: '1',
          children: [],
          noonMap: { pm: { '2026-11-24': [doc('c', '2026-11-24')] } },
        },
      ],
    },
  ],
};

describe('buildScheduleTable', () => {
  it("names periods the hospital's noon-periods file leaves out in the catalogue's words, after its own", () => {
    const uncaptioned: ScheduleResponse = { ...response, noonList: [response.noonList[0]!] };
    const table = buildScheduleTable(uncaptioned, 7, [], (code) => `period ${code}`);
    expect(table.rows.map((r) => [r.deptId, r.noon.noonCode, r.noon.caption])).toEqual([
      ['card', 'pm', 'afternoon'],
      ['card', 'am', 'period am'],
      ['resp', 'pm', 'afternoon'],
    ]);
    // Without any file every period is named by the fallback, none dropped.
    const none = buildScheduleTable({ ...response, noonList: [] }, 7, [], (code) => `p-${code}`);
    expect(none.rows.map((r) => r.noon.caption)).toEqual(['p-am', 'p-pm', 'p-pm']);
  });

  it('makes department rows × periods × date columns, padded to whole pages', () => {
    const table = buildScheduleTable(response, 2);
    expect(table.columns.map((c) => c?.date ?? null)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      null,
    ]);
    expect(table.rows.map((r) => [r.deptId, r.noon.noonCode, r.deptRowSpan])).toEqual([
      ['card', 'am', 2],
      ['card', 'pm', 0],
      ['resp', 'pm', 1],
    ]);
    expect(table.rows[0]?.cells.map((c) => c.map((d) => d.doctorId))).toEqual([['a'], [], [], []]);
    expect(table.rows[1]?.cells[2]?.[0]?.isStop).toBe('1');
    // The padding column is an empty cell in every row.
    expect(table.rows.every((r) => r.cells.length === 4 && r.cells[3]?.length === 0)).toBe(true);
  });

  it('keeps only the departments under the filter path', () => {
    expect(buildScheduleTable(response, 7, ['int', 'resp']).rows.map((r) => r.deptId)).toEqual([
      'resp',
    ]);
    expect(buildScheduleTable(response, 7, ['int']).rows.map((r) => r.deptId)).toEqual([
      'card',
      'card',
      'resp',
    ]);
    expect(buildScheduleTable(response, 7).columns).toHaveLength(7);
  });

  it('has no rows when nothing is scheduled', () => {
    expect(buildScheduleTable({ ...response, scheduleList: [] }, 7).rows).toEqual([]);
  });
});
