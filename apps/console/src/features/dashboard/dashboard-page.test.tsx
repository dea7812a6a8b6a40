import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hosIdOf } from '@portal/shared';
import type { Dashboard } from '@portal/shared/console';
import { renderConsole, stubServer } from '../../testing/render.tsx';
import { DashboardView } from './dashboard-page.tsx';

// The drawing itself is the charting library's; what this page owes is the numbers beside it.
vi.mock('./dashboard-chart.tsx', () => ({ default: () => null }));

const period = { from: '2020-03-01', to: '2020-03-02' };
const data: Dashboard = {
  ...period,
  timeZone: 'Asia/Shanghai',
  bookingsPerDay: [
    { date: '2020-03-01', booked: 4, cancelled: 1, attended: 1, noShow: 1 },
    { date: '2020-03-02', booked: 2, cancelled: 1, attended: 0, noShow: 0 },
  ],
  bookingsPerDepartment: [{ deptId: '12', deptName: 'Cardiology', booked: 6, cancelled: 2 }],
  outcomes: {
    booked: 6,
    patientCancelled: 2,
    expired: 1,
    hospitalCancelled: 1,
    due: 2,
    attended: 1,
    noShow: 1,
    cancellationRate: 0.3333,
    noShowRate: 0.5,
  },
  money: [
    { purpose: 'registration', paidCount: 4, paidFen: 5200, refundedCount: 1, refundedFen: 2000 },
  ],
  refunds: { count: 1, fen: 2000, inProgress: 1 },
  complaints: {
    open: 3,
    buckets: [
      { bucket: 'under1d', count: 1 },
      { bucket: 'from1to3d', count: 0 },
      { bucket: 'from3to7d', count: 0 },
      { bucket: 'over7d', count: 2 },
    ],
  },
};

describe('the dashboard page', () => {
  it('asks for the period and shows each chart’s numbers as a described figure, a table and a CSV link', async () => {
    const requests = stubServer({ 'GET /console/api/hospitals/1001/dashboard': { data } });
    renderConsole(<DashboardView hosId={hosIdOf('1001')} initial={period} />);
    expect(await screen.findByText('33.3%')).toBeTruthy();
    expect(screen.getByText('50.0%')).toBeTruthy();
    expect(requests[0]!.url).toBe(
      '/console/api/hospitals/1001/dashboard?from=2020-03-01&to=2020-03-02',
    );

    const perDay = screen.getByRole('figure', { name: 'Bookings per visit day' });
    expect(within(perDay).getByRole('img').getAttribute('aria-label')).toContain(
      '6 bookings in all',
    );
    const table = within(perDay).getByRole('table');
    expect(within(table).getByText('2020-03-02')).toBeTruthy();
    const money = screen.getByRole('figure', { name: 'Money by payment purpose' });
    expect(within(money).getByText('Registration fee')).toBeTruthy();
    expect(within(money).getByText('52.00')).toBeTruthy();

    const link = screen.getByRole('link', {
      name: 'Download the numbers of Open complaints by age as CSV',
    });
    expect(link.getAttribute('href')).toBe(
      '/console/api/hospitals/1001/dashboard.csv?from=2020-03-01&to=2020-03-02&chart=complaints',
    );
  });

  it('says why the server refused the period', async () => {
    stubServer({
      'GET /console/api/hospitals/1001/dashboard': {
        status: 400,
        messageKey: 'DASHBOARD001',
        msg: 'The period must span at most 366 days',
      },
    });
    renderConsole(<DashboardView hosId={hosIdOf('1001')} initial={period} />);
    expect((await screen.findByRole('alert')).textContent).toContain('at most 366 days');
  });
});
