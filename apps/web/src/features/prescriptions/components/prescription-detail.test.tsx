import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrescriptionDetail } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { prescriptionDetailOf } from '../testing/prescription-fixture.ts';
import { PrescriptionDetailView } from './prescription-detail.tsx';
import { hosIdOf } from '@portal/shared';

function renderDetail(answer: PrescriptionDetail | (() => Response)) {
  stubFetch((url) => {
    if (new URL(url, 'http://x').pathname === '/feature/api/prescription/info')
      return typeof answer === 'function' ? answer() : okResponse(answer);
    return errorResponse(404, 'C021');
  });
  renderWithProviders(
    <PrescriptionDetailView
      hosId={hosIdOf('1001')}
      prescriptionId="P1"
      timeZone="Asia/Shanghai"
      hospitalName="City Hospital"
      backTo="/query/prescription?status=paid"
    />,
    {
      route: '/query/prescription/detail?prescriptionId=P1',
    },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PrescriptionDetailView', () => {
  it('heads the prescription with hospital, patient, number, department, doctor, issued time, status and diagnosis', async () => {
    renderDetail(prescriptionDetailOf());
    const sheet = await screen.findByTestId('prescription-sheet');
    expect(sheet.textContent).toContain('City Hospital');
    expect(screen.getByTestId('prescription-patient').textContent).toBe('Wang Jianguo');
    expect(screen.getByTestId('prescription-no').textContent).toBe('P1');
    expect(screen.getByTestId('prescription-dept').textContent).toBe('Cardiology');
    expect(screen.getByTestId('prescription-issued').textContent).toBe('11/20/2026, 10:30:00');
    expect(screen.getByTestId('prescription-state').textContent).toBe('Dispensed');
    expect(screen.getByTestId('prescription-diagnosis').textContent).toBe('Essential hypertension');
    expect(screen.getByTestId('prescription-back').getAttribute('href')).toBe(
      '/query/prescription?status=paid',
    );
  });

  it('lists every drug with spec, dose, route, frequency, days, quantity, price and amount, and the total', async () => {
    renderDetail(prescriptionDetailOf());
    const table = await screen.findByTestId('prescription-items');
    const rows = table.querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    const second = within(rows[1] as HTMLElement);
    expect(second.getByTestId('prescription-item-drug').textContent).toBe(
      'Metformin hydrochloride tablets0.5 g × 48 tablets',
    );
    expect(second.getByTestId('prescription-item-dose').textContent).toBe('0.5 g');
    expect(rows[1]!.textContent).toContain('Three times daily');
    expect(rows[1]!.textContent).toContain('1.5 box');
    expect(rows[1]!.textContent).toContain('¥16.55');
    expect(second.getByTestId('prescription-item-amount').textContent).toBe('¥24.83');
    expect(screen.getByTestId('prescription-detail-total').textContent).toBe('¥86.43');
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDetail(prescriptionDetailOf());
    fireEvent.click(await screen.findByTestId('prescription-print'));
    expect(print).toHaveBeenCalledOnce();
  });

  it("answers another person's or an unknown prescription with the server's words", async () => {
    renderDetail(() => errorResponse(404, 'C002'));
    expect((await screen.findByTestId('prescription-error')).textContent).not.toBe('');
  });
});
