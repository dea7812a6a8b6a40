import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleDept, ScheduleResponse } from '@portal/shared';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { SCHEDULE_REFRESH_MS } from '../api/get-week-schedule.ts';
import { PAGE_TURN_MS, WaitingRoomBoard } from './waiting-room-board.tsx';
import { hosIdOf } from '@portal/shared';

// 10:00 in Shanghai on Tuesday 2026-11-24.
const NOW = new Date('2026-11-24T02:00:00Z');

const dept = (id: string, leftNum: number): ScheduleDept => ({
  id,
  name: `Dept ${id}`,
  businessType: '1',
  children: [],
  noonMap: {
    '1': {
      '2026-11-24': [
        {
          doctorId: `d-${id}`,
          doctorName: `Dr ${id}`,
          doctorTitle: 'chief',
          deptId: id,
          businessType: '1',
          isStop: '0',
          scheduleId: `s-${id}`,
          regFee: 1000,
          leftNum,
        },
      ],
    },
  },
});
const response = (leftNum: number): ScheduleResponse => ({
  dateList: [{ date: '2026-11-24', weekday: 2 }],
  noonList: [{ noonCode: '1', caption: 'morning', sort: 1 }],
  scheduleList: [dept('a', leftNum), dept('b', 2), dept('c', 0)],
});

const visibleDepts = () =>
  screen.getAllByTestId('waiting-room-dept').map((row) => row.querySelector('th')?.textContent);

describe('WaitingRoomBoard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the week from today in the hospital zone, shows doctors and numbers left, turns pages and refreshes', async () => {
    let left = 5;
    const fetch = stubFetch(() => okResponse(response(left)));
    renderWithProviders(
      <WaitingRoomBoard
        hosId={hosIdOf('1001')}
        hosName="Demo Hospital"
        timeZone="Asia/Shanghai"
        areas={[{ areaId: 'DEFAULT_AREA', areaName: '' }]}
        rowsPerPage={2}
      />,
    );

    expect(screen.getByTestId('hospital-name').textContent).toBe('Demo Hospital');
    expect(screen.getByTestId('waiting-room-clock').textContent).toContain('10:00');
    await vi.waitFor(() => expect(screen.getByTestId('waiting-room-table')).toBeTruthy());
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('start')).toBe('2026-11-24');
    expect(url.searchParams.get('end')).toBe('2026-11-30');
    expect(url.searchParams.get('hosArea')).toBe('DEFAULT_AREA');

    // Three departments of one row, two rows a page: a, b on the first page, c on the second, then a, b again.
    expect(visibleDepts()).toEqual(['Dept a', 'Dept b']);
    expect(screen.getAllByTestId('waiting-room-left').map((n) => n.textContent)).toEqual([
      '5 left',
      '2 left',
    ]);
    expect(screen.getByTestId('waiting-room-page').textContent).toBe('Page 1 of 2');
    await act(async () => vi.advanceTimersByTimeAsync(PAGE_TURN_MS));
    expect(visibleDepts()).toEqual(['Dept c']);
    expect(screen.getByTestId('waiting-room-left').textContent).toBe('Full');
    await act(async () => vi.advanceTimersByTimeAsync(PAGE_TURN_MS));
    expect(visibleDepts()).toEqual(['Dept a', 'Dept b']);

    // A number was booked meanwhile: the next refresh shows it without anyone touching the screen.
    left = 4;
    const calls = fetch.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(SCHEDULE_REFRESH_MS));
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('waiting-room-left')[0]?.textContent).toBe('4 left'),
    );
  });

  it('asks once per campus and names the campus of each department', async () => {
    const fetch = stubFetch(() => okResponse({ ...response(1), scheduleList: [dept('a', 1)] }));
    const areas = [
      { areaId: 'north', areaName: 'North campus' },
      { areaId: 'south', areaName: 'South campus' },
    ];
    renderWithProviders(
      <WaitingRoomBoard
        hosId={hosIdOf('1001')}
        hosName="Demo Hospital"
        timeZone="Asia/Shanghai"
        areas={areas}
        rowsPerPage={5}
      />,
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('waiting-room-dept')).toHaveLength(2));
    expect(
      fetch.mock.calls
        .map((c) => new URL(String(c[0]), 'http://x').searchParams.get('hosArea'))
        .sort(),
    ).toEqual(['north', 'south']);
    expect(visibleDepts()).toEqual(['Dept aNorth campus', 'Dept aSouth campus']);
  });
});
