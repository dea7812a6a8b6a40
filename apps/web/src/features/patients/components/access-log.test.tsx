import { hosIdOf } from '@portal/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessLogEntry } from '@portal/shared';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { AccessLog } from './access-log.tsx';

const entries: AccessLogEntry[] = [
  {
    at: '2026-11-23T09:00:00.000Z',
    action: 'staff-view',
    actor: 'hospital',
    staffName: 'Support 1001',
    byMe: false,
    patientName: 'Wang Jianguo',
  },
  {
    at: '2026-11-23T08:31:00.000Z',
    action: 'card-debit',
    actor: '139****4321',
    staffName: null,
    byMe: false,
    patientName: 'Wang Jianguo',
  },
  {
    at: '2026-11-23T08:30:00.000Z',
    action: 'link',
    actor: '139****4321',
    staffName: null,
    byMe: false,
    patientName: 'Wang Jianguo',
  },
  {
    at: '2026-11-23T08:10:00.000Z',
    action: 'report-pdf',
    actor: '138****0001',
    staffName: null,
    byMe: true,
    patientName: 'Wang Jianguo',
  },
  {
    at: '2026-11-23T08:00:00.000Z',
    action: 'list',
    actor: '138****0001',
    staffName: null,
    byMe: true,
    patientName: 'Wang Jianguo',
  },
];

beforeEach(() => {
  useSessionStore.setState({
    hosId: hosIdOf('1001'),
    loginUser: {
      isLogin: true,
      access_token: 't',
      expiresAt: '2099-01-01T00:00:00Z',
      mobile: '138****0001',
      platformDetail: { userId: 'u1' },
      leader: '0',
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AccessLog (every holder of the person, each under the account that acted)', () => {
  it("opens on what matters: other accounts' entries and the reader's own changes and downloads, not the reader's own views", async () => {
    stubFetch(() => okResponse(entries));
    renderWithProviders(<AccessLog hosId={hosIdOf('1001')} timeZone="Asia/Shanghai" />);
    const actors = await screen.findAllByTestId('access-log-actor');
    expect(actors.map((a) => a.textContent?.toLowerCase())).toEqual([
      'hospital staff: support 1001',
      '139****4321',
      '139****4321',
      '138****0001you',
    ]);
    expect(screen.getByText('Details shown to hospital staff')).toBeTruthy();
    expect(screen.getByText('Paid from the card')).toBeTruthy();
    expect(screen.getByText("Linked the patient to the hospital's record")).toBeTruthy();
    expect(screen.getByText('Downloaded a report')).toBeTruthy();
    expect(screen.queryByText('Viewed the patient list')).toBeNull();
    fireEvent.click(screen.getByTestId('access-log-all'));
    expect(screen.getAllByTestId('access-log-actor')).toHaveLength(5);
    expect(screen.getByText('Viewed the patient list')).toBeTruthy();
  });

  it("'others' shows only what other accounts and the hospital's staff did, with their count", async () => {
    stubFetch(() => okResponse(entries));
    renderWithProviders(<AccessLog hosId={hosIdOf('1001')} timeZone="Asia/Shanghai" />);
    await screen.findAllByTestId('access-log-actor');
    expect(screen.getByTestId('access-log-others').textContent?.toLowerCase()).toBe('others (3)');
    fireEvent.click(screen.getByTestId('access-log-others'));
    expect(screen.getAllByTestId('access-log-actor').map((a) => a.textContent)).toEqual([
      'Hospital staff: Support 1001',
      '139****4321',
      '139****4321',
    ]);
    fireEvent.click(screen.getByTestId('access-log-important'));
    expect(screen.getAllByTestId('access-log-actor')).toHaveLength(4);
  });
});
