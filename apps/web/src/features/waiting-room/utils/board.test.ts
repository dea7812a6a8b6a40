import { describe, expect, it } from 'vitest';
import type { ScheduleDept, ScheduleDoctor, ScheduleResponse } from '@portal/shared';
import { boardPages, buildBoard, pageAt, type BoardDept } from './board.ts';

const doctor = (scheduleId: string, over: Partial<ScheduleDoctor> = {}): ScheduleDoctor => ({
  doctorId: `d-${scheduleId}`,
  doctorName: `Dr ${scheduleId}`,
  doctorTitle: 'chief',
  deptId: 'x',
  businessType: '1',
  isStop: '0',
  scheduleId,
  regFee: 1000,
  leftNum: 3,
  ...over,
});
const dept = (
  id: string,
  noonMap: ScheduleDept['noonMap'],
  children: ScheduleDept[] = [],
): ScheduleDept => ({ id, name: id, businessType: '1', children, noonMap });
const response = (scheduleList: ScheduleDept[]): ScheduleResponse => ({
  dateList: [
    { date: '2026-11-24', weekday: 2 },
    { date: '2026-11-25', weekday: 3 },
  ],
  noonList: [
    { noonCode: '2', caption: 'afternoon', sort: 2 },
    { noonCode: '1', caption: 'morning', sort: 1 },
  ],
  scheduleList,
});
const rows = (name: string, periods: number): BoardDept => ({
  key: name,
  deptName: name,
  areaName: '',
  periods: Array.from({ length: periods }, () => ({
    noon: { noonCode: '1', caption: '', sort: 1 },
    days: [],
  })),
});
const names = (pages: BoardDept[][]) => pages.map((p) => p.map((d) => d.deptName));

describe('buildBoard', () => {
  it('gives each department a row per period with sessions, periods in sort order, days in date order', () => {
    const board = buildBoard(
      response([
        dept('card', {
          '2': { '2026-11-25': [doctor('s2')] },
          '1': { '2026-11-24': [doctor('s1')] },
        }),
      ]),
    );
    expect(board).toHaveLength(1);
    expect(board[0]!.periods.map((p) => p.noon.noonCode)).toEqual(['1', '2']);
    expect(board[0]!.periods[0]!.days.map((d) => d.map((x) => x.scheduleId))).toEqual([['s1'], []]);
    expect(board[0]!.periods[1]!.days.map((d) => d.map((x) => x.scheduleId))).toEqual([[], ['s2']]);
  });

  it('keys departments by area, so one department at two campuses shows twice', () => {
    const res = response([dept('card', { '1': { '2026-11-24': [doctor('s1')] } })]);
    const board = [
      ...buildBoard(res, { areaId: 'north', areaName: 'North' }),
      ...buildBoard(res, { areaId: 'south', areaName: 'South' }),
    ];
    expect(board.map((d) => [d.key, d.areaName])).toEqual([
      ['north/card', 'North'],
      ['south/card', 'South'],
    ]);
  });

  it('walks the tree depth first and leaves out departments without sessions this week', () => {
    const tree = [
      dept('surgery', {}, [
        dept('ortho', { '1': { '2026-11-24': [doctor('o1')] } }),
        dept('empty', { '1': { '2026-11-24': [] } }),
      ]),
      dept('eye', { '1': { '2026-11-25': [doctor('e1', { isStop: '1' })] } }),
    ];
    expect(buildBoard(response(tree)).map((d) => d.deptName)).toEqual(['ortho', 'eye']);
  });
});

describe('boardPages', () => {
  it('fills pages up to the row limit without splitting a department', () => {
    expect(names(boardPages([rows('a', 2), rows('b', 2), rows('c', 1), rows('d', 3)], 4))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('gives a department taller than a page a page of its own', () => {
    expect(names(boardPages([rows('a', 1), rows('tall', 6), rows('b', 1)], 4))).toEqual([
      ['a'],
      ['tall'],
      ['b'],
    ]);
  });

  it('has one empty page when nothing is on, and one page when everything fits', () => {
    expect(boardPages([], 5)).toEqual([[]]);
    expect(names(boardPages([rows('a', 2), rows('b', 3)], 5))).toEqual([['a', 'b']]);
  });
});

describe('pageAt', () => {
  it('cycles through the pages and back to the first', () => {
    expect([0, 1, 2, 3, 4].map((tick) => pageAt(tick, 3))).toEqual([0, 1, 2, 0, 1]);
  });

  it('stays on the only page', () => {
    expect([0, 1, 7].map((tick) => pageAt(tick, 1))).toEqual([0, 0, 0]);
    expect(pageAt(3, 0)).toBe(0);
  });
});
