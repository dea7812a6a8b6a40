import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hosIdOf } from '@portal/shared';
import type { Permission, ReconDay, StaffMe } from '@portal/shared/console';
import { ConsoleContextValue } from '../../app/hospital-context.tsx';
import { renderConsole, stubServer } from '../../testing/render.tsx';
import ReconciliationPage from './reconciliation-page.tsx';

const H = hosIdOf('1001');
const me = (permissions: Permission[]): StaffMe => ({
  staffId: 's1',
  name: 'Li Na',
  phone: '13800000064',
  role: 'finance',
  hosId: H,
  permissions,
  csrfToken: 'csrf',
  expiresAt: '2026-12-02T12:00:00.000Z',
});
const mismatch = {
  mismatchId: 7,
  day: '2026-03-10',
  kind: 'amountDiffers' as const,
  outTradeNo: 'P123',
  side: null,
  gatewayAmount: 1200,
  portalAmount: 1000,
  foundAt: '2026-03-11T01:00:00.000Z',
  goneAt: null,
  resolvedAt: null,
  resolvedBy: null,
  note: null,
};
const day: ReconDay = {
  day: '2026-03-10',
  lastRun: {
    runId: 1,
    day: '2026-03-10',
    ranAt: '2026-03-11T01:00:00.000Z',
    ranBy: 'Li Na',
    statementLines: 6,
    portalOrders: 6,
    mismatches: 1,
  },
  mismatches: [mismatch],
};

const show = (permissions: Permission[]) =>
  renderConsole(
    <ConsoleContextValue.Provider value={{ me: me(permissions), hosId: H, setHosId: () => {} }}>
      <ReconciliationPage />
    </ConsoleContextValue.Provider>,
  );

describe('the reconciliation page', () => {
  it('shows the mismatches by kind and resolves one with a note', async () => {
    const requests = stubServer({
      [`POST /console/api/hospitals/${H}/reconciliation/mismatches/7/resolve`]: {
        data: {
          ...mismatch,
          resolvedAt: '2026-03-11T02:00:00.000Z',
          resolvedBy: 'Li Na',
          note: 'ok',
        },
      },
      [`GET /console/api/hospitals/${H}/reconciliation/days/`]: { data: day },
    });
    show(['reconciliation.read', 'reconciliation.resolve']);
    const tab = await screen.findByRole('tab', { name: 'Amount differs (1)' });
    fireEvent.click(tab);
    const row = (await screen.findByText('P123')).closest('tr')!;
    expect(within(row).getByText('12.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Resolve the mismatch of P123' }));
    fireEvent.change(await screen.findByLabelText('Note'), {
      target: { value: 'Refunded 2.00 by hand' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Resolve' }).at(-1)!);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      note: 'Refunded 2.00 by hand',
    });
    // The export links: the day's statement and the period's bookings and payments, each as CSV and XLSX.
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(
      links.filter((l) =>
        /\/reconciliation\/days\/\d{4}-\d{2}-\d{2}\/statement\?format=(csv|xlsx)$/.test(l),
      ),
    ).toHaveLength(2);
    expect(
      links.filter((l) =>
        /\/exports\/(bookings|payments)\?from=[\d-]+&to=[\d-]+&format=(csv|xlsx)$/.test(l),
      ),
    ).toHaveLength(4);
  });

  it('offers neither running nor resolving to a reader', async () => {
    stubServer({ [`GET /console/api/hospitals/${H}/reconciliation/days/`]: { data: day } });
    show(['reconciliation.read']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Amount differs (1)' }));
    await screen.findByText('P123');
    expect(screen.queryByRole('button', { name: 'Run reconciliation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve the mismatch of P123' })).toBeNull();
  });
});
