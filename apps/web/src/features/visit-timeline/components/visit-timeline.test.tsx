import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentRecordDetail } from '@portal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { VisitTimeline } from './visit-timeline.tsx';

const base = {
  appointNo: 'n',
  isDopay: '0',
  isToday: '0',
  regFee: 2500,
  schId: 's',
  noonCode: '1',
  opTime: '2026-11-20T00:00:00Z',
  patientCardId: 'c',
  patientPhone: '',
  deptId: 'card',
  deptName: 'Cardiology',
  doctorId: 'd',
  doctorName: 'Li Ming',
  doctorTitle: 'chief',
  hosArea: '1',
  candidateFlag: '0',
  outCardSerial: '',
  seq: 1,
  cancelledAt: null,
  cancelReason: null,
  paidAt: null,
  payMethod: null,
  refund: null,
  qrOrderNo: null,
  actions: { pay: true, cancel: true, delete: false },
} as const;
const visit = (
  appointId: string,
  patientName: string,
  schDate: string,
  state = '1',
): AppointmentRecordDetail =>
  ({
    ...base,
    appointId,
    patientId: patientName,
    patientName,
    schDate,
    schTime: '08:30-08:45',
    state,
    hosState: '0',
  }) as AppointmentRecordDetail;

describe('VisitTimeline', () => {
  it("shows every patient's visits, upcoming soonest first above past, each with its actions and a prompt where asked", () => {
    const records = [
      visit('past', 'Zhang San', '2026-11-01'),
      visit('later', 'Li Si', '2026-11-29'),
      visit('soon', 'Zhang San', '2026-11-26'),
      visit('off', 'Li Si', '2026-11-27', 'cancelled'),
    ];
    renderWithProviders(
      <VisitTimeline
        records={records}
        today="2026-11-25"
        cancelledPrompt={(r) => r.appointId === 'later'}
        renderActions={(r) => <button data-testid="action">{r.appointId}</button>}
      />,
    );
    const entries = (group: string) =>
      within(screen.getByTestId(group))
        .getAllByTestId(/^timeline-entry-/)
        .map((e) => e.getAttribute('data-testid'));
    expect(entries('timeline-upcoming')).toEqual(['timeline-entry-soon', 'timeline-entry-later']);
    expect(entries('timeline-past')).toEqual(['timeline-entry-off', 'timeline-entry-past']);
    expect(
      within(screen.getByTestId('timeline-entry-later')).getByTestId('timeline-patient')
        .textContent,
    ).toContain('Li Si');
    expect(
      within(screen.getByTestId('timeline-entry-later')).getByTestId('action').textContent,
    ).toBe('later');
    expect(screen.getAllByTestId('record-cancelled-prompt')).toHaveLength(1);
    expect(
      within(screen.getByTestId('timeline-entry-off'))
        .getByTestId('record-state')
        .getAttribute('data-state'),
    ).toBe('cancelled');
  });

  it('says so when there is nothing', () => {
    renderWithProviders(
      <VisitTimeline
        records={[]}
        today="2026-11-25"
        cancelledPrompt={() => false}
        renderActions={() => null}
      />,
    );
    expect(screen.getByTestId('timeline-empty')).toBeTruthy();
  });
});
