import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScheduleResponse } from '@portal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { buildScheduleTable } from '../utils/schedule-table.ts';
import { DoctorCard } from './doctor-popover.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { hosIdOf } from '@portal/shared';

const dates = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
];
const response: ScheduleResponse = {
  dateList: dates.map((date, i) => ({ date, weekday: (i % 7) + 1 })),
  noonList: [{ noonCode: '1', caption: 'morning', sort: 1 }],
  scheduleList: [
    {
      id: 'card',
      name: 'Cardiology',
      businessType: '1',
      children: [],
      noonMap: {
        '1': {
          '2026-11-23': [
            {
              doctorId: 'd1',
              doctorName: 'Li Ming',
              doctorTitle: 'chief',
              deptId: 'card',
              businessType: '1',
              isStop: '0',
              scheduleId: 's1',
              regFee: 2500,
              leftNum: 0,
            },
          ],
          '2026-11-24': [
            {
              doctorId: 'd2',
              doctorName: 'Wang Fang',
              doctorTitle: 'attending',
              deptId: 'card',
              businessType: '1',
              isStop: '1',
              scheduleId: 's2',
              regFee: 2500,
              leftNum: 4,
            },
          ],
          '2026-11-30': [
            {
              doctorId: 'd3',
              doctorName: 'Zhao Lei',
              doctorTitle: 'resident',
              deptId: 'card',
              businessType: '1',
              isStop: '0',
              scheduleId: 's3',
              regFee: 1000,
              leftNum: 2,
            },
          ],
        },
      },
    },
  ],
};

const renderTable = (res: ScheduleResponse = response) => {
  const onDoctor = vi.fn();
  const onIntroduction = vi.fn();
  // The page is the caller's (the department page keeps it in the URL): a parent holding it in state stands in.
  function Harness() {
    const [page, setPage] = useState(0);
    return (
      <ScheduleTable
        hosId={hosIdOf('1001')}
        table={buildScheduleTable(res, 7)}
        daysPerPage={7}
        page={page}
        onPage={setPage}
        onDoctor={onDoctor}
        onIntroduction={onIntroduction}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onDoctor, onIntroduction };
};

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('ScheduleTable', () => {
  it('hands focus to the other paging button when the one pressed turns disabled, so keyboard focus is not lost', async () => {
    renderTable();
    button('next-week').focus();
    fireEvent.click(button('next-week'));
    await waitFor(() => expect(document.activeElement).toBe(button('prev-week')));
    expect(button('next-week').disabled).toBe(true);
    fireEvent.click(button('prev-week'));
    await waitFor(() => expect(document.activeElement).toBe(button('next-week')));
  });

  it('is readable by a screen reader: a caption, row headers for department and period, and each doctor link says the whole cell', () => {
    renderTable();
    const table = screen.getByTestId('schedule-table');
    expect(table.querySelector('caption')?.textContent).toBeTruthy();
    expect(
      Array.from(table.querySelectorAll('tbody th[scope="row"]')).map((th) => th.textContent),
    ).toEqual([expect.stringContaining('Cardiology'), 'morning']);
    // Doctor, period, date and what is left, in that order, starting with the visible name (WCAG 2.5.3).
    expect(screen.getByTestId('doctor-link-d1').getAttribute('aria-label')).toBe(
      'Li Ming, morning, Monday, November 23, Full',
    );
    expect(screen.getByTestId('doctor-link-d2').getAttribute('aria-label')).toMatch(
      /^Wang Fang, morning, Tuesday, November 24, /,
    );
  });

  it('pages by week: previous disabled on the first page, next disabled on the last', () => {
    renderTable();
    expect(screen.getByTestId('schedule-date-2026-11-23')).toBeTruthy();
    expect(screen.queryByTestId('schedule-date-2026-11-30')).toBeNull();
    expect(button('prev-week').disabled).toBe(true);
    expect(button('next-week').disabled).toBe(false);

    fireEvent.click(button('next-week'));
    expect(screen.getByTestId('schedule-date-2026-11-30')).toBeTruthy();
    expect(screen.queryByTestId('schedule-date-2026-11-23')).toBeNull();
    // The second page is padded to 7 columns: 2 dates + 5 padding headers.
    expect(screen.getByTestId('schedule-table').querySelectorAll('thead th')).toHaveLength(2 + 7);
    expect(screen.getByTestId('doctor-link-d3')).toBeTruthy();
    expect(button('prev-week').disabled).toBe(false);
    expect(button('next-week').disabled).toBe(true);

    fireEvent.click(button('prev-week'));
    expect(screen.getByTestId('doctor-link-d1')).toBeTruthy();
  });

  it("shows 'stopped', 'full' and hands the doctor and the introduction to the page", () => {
    const { onDoctor, onIntroduction } = renderTable();
    expect(screen.getByTestId('stopped-tag').textContent).toBe('Stopped');
    expect(screen.getByText('Full')).toBeTruthy();
    fireEvent.click(screen.getByTestId('doctor-link-d1'));
    expect(onDoctor).toHaveBeenCalledWith(
      expect.objectContaining({ doctorId: 'd1', deptId: 'card' }),
      expect.objectContaining({ deptName: 'Cardiology' }),
    );
    fireEvent.click(screen.getByTestId('view-introduction'));
    expect(onIntroduction).toHaveBeenCalledWith(expect.objectContaining({ deptId: 'card' }));
  });

  it("shows 'no schedule yet' when nothing is scheduled", () => {
    renderTable({ ...response, scheduleList: [] });
    expect(screen.getByTestId('schedule-empty').textContent).toBe('No schedule yet');
    expect(screen.queryByTestId('schedule-table')).toBeNull();
  });
});

describe('DoctorCard (popover content)', () => {
  it("shows photo, name, title, department and 'none yet' for an empty specialty", () => {
    render(
      <DoctorCard
        info={{
          doctorName: 'Li Ming',
          doctorTitle: 'chief',
          deptName: 'Cardiology',
          doctorSkill: '  ',
          doctorPicture: null,
        }}
      />,
    );
    const card = screen.getByTestId('doctor-popover');
    expect(card.textContent).toContain('Li Ming');
    expect(card.textContent).toContain('chief');
    expect(card.textContent).toContain('Cardiology');
    expect(card.textContent).toContain('None yet');
    expect((card.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe(
      '/default-doctor.svg',
    );
  });

  it('shows the specialty when there is one', () => {
    render(
      <DoctorCard
        info={{
          doctorName: 'Li Ming',
          doctorTitle: 'chief',
          deptName: 'Cardiology',
          doctorSkill: 'arrhythmia',
        }}
      />,
    );
    expect(screen.getByTestId('doctor-popover').textContent).toContain('arrhythmia');
    expect(screen.getByTestId('doctor-popover').textContent).not.toContain('None yet');
  });
});
