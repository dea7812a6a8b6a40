import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  readHospitalConfig,
  type Area,
  type ScheduleResponse,
  hosIdOf,
} from '@portal/shared';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { DepartmentSchedule } from './department-schedule.tsx';
// The page loads its filters and table while the schedule loads; loaded here first, the first test does not wait on
// their transform.
import './dept-filters.tsx';
import './schedule-table.tsx';

/**
 * Same-day registration lists today, and the department page keeps area, type, filter and week in the URL
 * (so back and reload find them). The network edge (fetch) answers a fixed schedule; the clock is fixed at Monday
 * 2026-11-23 09:05 in Shanghai, after the 08:00 release time, when an advance appointment starts tomorrow.
 */
const NOW = new Date('2026-11-23T01:05:00Z');
const dates = Array.from({ length: 14 }, (_, i) => addDays('2026-11-23', i));
const doctor = (doctorId: string, scheduleId: string) => ({
  doctorId,
  doctorName: doctorId,
  doctorTitle: 'chief',
  deptId: 'card',
  businessType: '1',
  isStop: '0' as const,
  scheduleId,
  regFee: 2500,
  leftNum: 3,
});
const schedule: ScheduleResponse = {
  dateList: dates.map((date, i) => ({ date, weekday: (i % 7) + 1 })),
  noonList: [{ noonCode: '1', caption: 'morning', sort: 1 }],
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
            '1': {
              '2026-11-23': [doctor('d1', 's-today')],
              '2026-12-01': [doctor('d2', 's-week2')],
            },
          },
        },
        { id: 'neuro', name: 'Neurology', businessType: '1', children: [], noonMap: {} },
      ],
    },
  ],
};
const areas: Area[] = [
  { areaId: '1', areaName: 'Main campus', address: '', photo: null },
  { areaId: '2', areaName: 'East campus', address: '', photo: null },
];
const config = {
  ...readHospitalConfig([]),
  areaOrdinaryFunctionType: [
    { businessType: '1', title: 'General', sort: 1 },
    { businessType: '2', title: 'Expert', sort: 2 },
  ],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

/** The schedule the server answers for the dates asked (start to end; no end: from start on). */
function scheduleFor(url: string): ScheduleResponse {
  const q = new URL(url, 'http://x').searchParams;
  const start = q.get('start') ?? '';
  const end = q.get('end') ?? '9999-12-31';
  return {
    ...schedule,
    dateList: schedule.dateList.filter((d) => d.date >= start && d.date <= end),
  };
}

function renderAt(route: string, cfg: typeof config = config) {
  const fetch = stubFetch((url) =>
    okResponse(url.includes('/snScheduleSync/') ? scheduleFor(url) : null),
  );
  renderWithProviders(
    <>
      <DepartmentSchedule
        hosId={hosIdOf('1001')}
        timeZone="Asia/Shanghai"
        areas={areas}
        config={cfg}
      />
      <Location />
    </>,
    { route },
  );
  const scheduleCalls = () =>
    fetch.mock.calls
      .map(([u]) => new URL(u, 'http://x'))
      .filter((u) => u.pathname.includes('/snScheduleSync/'));
  return { scheduleCalls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DepartmentSchedule', () => {
  it('same-day registration (isToday=1) asks for and lists today alone, after the release time, with no other week', async () => {
    const { scheduleCalls } = renderAt('/appointment/depart?isToday=1&areaId=1&businessType=1');
    await screen.findByTestId('schedule-date-2026-11-23');
    expect(scheduleCalls()[0]?.searchParams.get('start')).toBe('2026-11-23');
    expect(scheduleCalls()[0]?.searchParams.get('end')).toBe('2026-11-23');
    expect(screen.getByTestId('doctor-link-d1')).toBeTruthy();
    expect(screen.getAllByTestId(/^schedule-date-/).map((el) => el.dataset.testid)).toEqual([
      'schedule-date-2026-11-23',
    ]);
    expect(screen.queryByTestId('next-week')).toBeNull();
    expect(screen.queryByTestId('doctor-link-d2')).toBeNull();
  });

  it('same-day registration ignores a week in the URL: today is the only page', async () => {
    renderAt('/appointment/depart?isToday=1&week=1');
    await screen.findByTestId('schedule-date-2026-11-23');
    expect(screen.queryByTestId('schedule-date-2026-11-30')).toBeNull();
  });

  it('an advance appointment after the release time starts tomorrow', async () => {
    const { scheduleCalls } = renderAt('/appointment/depart?areaId=1&businessType=1');
    await screen.findByTestId('schedule-table');
    expect(scheduleCalls()[0]?.searchParams.get('start')).toBe('2026-11-24');
  });

  it('opens on the area, type, department and week the URL names', async () => {
    const { scheduleCalls } = renderAt(
      '/appointment/depart?areaId=2&businessType=2&deptId=card&week=1',
    );
    await screen.findByTestId('schedule-date-2026-12-01');
    expect(screen.queryByTestId('schedule-date-2026-11-24')).toBeNull();
    expect(screen.getByTestId('doctor-link-d2')).toBeTruthy();
    const call = scheduleCalls()[0]!;
    expect([call.searchParams.get('hosArea'), call.searchParams.get('businessType')]).toEqual([
      '2',
      '2',
    ]);
    // The department filters show the ancestry of the named department.
    expect((await screen.findByTestId('dept-filter-1')).textContent).toContain('Internal medicine');
    expect(screen.getByTestId('dept-filter-2').textContent).toContain('Cardiology');
  });

  it('writes the week and the tabs to the URL; a new tab starts again at the first week', async () => {
    renderAt('/appointment/depart');
    await screen.findByTestId('schedule-table');
    fireEvent.click(screen.getByTestId('next-week'));
    await waitFor(() => expect(location().searchParams.get('week')).toBe('1'));
    expect(screen.getByTestId('schedule-date-2026-12-01')).toBeTruthy();

    fireEvent.click(screen.getByTestId('type-tab-2'));
    await waitFor(() => expect(location().searchParams.get('businessType')).toBe('2'));
    expect(location().searchParams.get('week')).toBeNull();
    expect(location().searchParams.get('areaId')).toBe('1');
    expect(sessionStorage.getItem('portal.session.businessType')).toBe('2');

    fireEvent.click(screen.getByTestId('area-tab-2'));
    await waitFor(() => expect(location().searchParams.get('areaId')).toBe('2'));
    expect(location().searchParams.get('businessType')).toBe('2');
  });

  it('a doctor link names the session clicked and keeps same-day registration', async () => {
    renderAt('/appointment/depart?isToday=1');
    fireEvent.click(await screen.findByTestId('doctor-link-d1'));
    await waitFor(() => expect(location().pathname).toBe('/appointment/doctor'));
    expect(Object.fromEntries(location().searchParams)).toEqual({
      doctorId: 'd1',
      deptId: 'card',
      scheduleId: 's-today',
      isToday: '1',
    });
  });

  it("links each department's introduction where the hospital shows them (showDeptIntroduce on)", async () => {
    renderAt('/appointment/depart?areaId=2&businessType=2&deptId=card&week=1');
    await screen.findByTestId('schedule-date-2026-12-01');
    expect(screen.getAllByTestId('view-introduction').length).toBeGreaterThan(0);
  });

  it('offers no introduction link where the hospital does not (showDeptIntroduce off)', async () => {
    renderAt('/appointment/depart?areaId=2&businessType=2&deptId=card&week=1', {
      ...config,
      showDeptIntroduce: false,
    });
    await screen.findByTestId('schedule-date-2026-12-01');
    expect(screen.getByTestId('doctor-link-d2')).toBeTruthy();
    expect(screen.queryByTestId('view-introduction')).toBeNull();
  });
});
