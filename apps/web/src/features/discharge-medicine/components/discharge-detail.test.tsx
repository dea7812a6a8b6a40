import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DischargeDetail } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { dischargeDetailOf } from '../testing/discharge-fixture.ts';
import { DischargeDetailView } from './discharge-detail.tsx';
import { hosIdOf } from '@portal/shared';

function renderDetail(answer: DischargeDetail | (() => Response)) {
  stubFetch((url) => {
    if (new URL(url, 'http://x').pathname === '/feature/api/discharge-medicine/info')
      return typeof answer === 'function' ? answer() : okResponse(answer);
    return errorResponse(404, 'C021');
  });
  renderWithProviders(
    <DischargeDetailView
      hosId={hosIdOf('1001')}
      stayId="S1"
      timeZone="Asia/Shanghai"
      hospitalName="City Hospital"
      backTo="/query/discharge-medicine?from=2025-01-01&to=2025-12-31"
    />,
    {
      route: '/query/discharge-medicine/detail?stayId=S1',
    },
  );
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('DischargeDetailView', () => {
  it('heads the sheet with the stay: patient, department, days, doctor and discharge diagnosis', async () => {
    renderDetail(dischargeDetailOf());
    const sheet = await screen.findByTestId('discharge-sheet');
    expect(sheet.textContent).toContain('City Hospital');
    expect(screen.getByTestId('discharge-patient').textContent).toBe('Wang Jianguo');
    expect(screen.getByTestId('discharge-admitted').textContent).toBe('2026-03-02');
    expect(screen.getByTestId('discharge-discharged').textContent).toBe('2026-03-09');
    expect(screen.getByTestId('discharge-diagnosis').textContent).toBe('Unstable angina pectoris');
    expect(screen.getByTestId('discharge-back').getAttribute('href')).toBe(
      '/query/discharge-medicine?from=2025-01-01&to=2025-12-31',
    );
  });

  it('lists each medicine with spec, dose, frequency, days, quantity and how to take it', async () => {
    renderDetail(dischargeDetailOf());
    const rows = (await screen.findByTestId('discharge-medicines')).querySelectorAll(
      'tbody tr.ant-table-row',
    );
    expect(rows).toHaveLength(2);
    for (const text of [
      'Atorvastatin calcium tablets',
      '20 mg × 7 tablets',
      '20 mg',
      'Once nightly',
      '28',
      '4 boxes',
      'Oral. Take in the evening.',
    ]) {
      expect(rows[1]!.textContent).toContain(text);
    }
  });

  it('says when no medicine was given, and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDetail(dischargeDetailOf({ medicines: [], medicineCount: 0 }));
    expect((await screen.findByTestId('discharge-medicines')).textContent).toContain(
      'No medicines were given at discharge',
    );
    fireEvent.click(screen.getByTestId('discharge-print'));
    expect(print).toHaveBeenCalledOnce();
  });

  it("shows a refusal in the server's words", async () => {
    renderDetail(() => errorResponse(404, 'C002'));
    expect((await screen.findByTestId('discharge-error')).textContent).not.toBe('');
  });
});
