import { hosIdOf } from '@portal/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientHolders } from '@portal/shared';
import { GlobalDialogs } from '../../../components/global-dialogs/global-dialogs.tsx';
import { okResponse, renderWithProviders, sentBody, stubFetch } from '../../../testing/render.tsx';
import { useDialogStore } from '../../../stores/dialog-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LinkedAccounts } from './linked-accounts.tsx';

const holders = (over: Partial<PatientHolders> = {}): PatientHolders => ({
  linked: true,
  canRevoke: true,
  holders: [
    { holderId: 'mine', phone: '138****0001', linkedAt: '2026-11-20T02:00:00.000Z', self: true },
    { holderId: 'theirs', phone: '139****4321', linkedAt: '2026-11-23T08:30:00.000Z', self: false },
  ],
  ...over,
});

function renderPanel(answer: PatientHolders) {
  const fetchMock = stubFetch((url) =>
    url.startsWith('/patient/api/patient/holders?') ? okResponse(answer) : okResponse(null),
  );
  renderWithProviders(
    <>
      <LinkedAccounts hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />
      <GlobalDialogs />
    </>,
  );
  fireEvent.click(screen.getByTestId('linked-accounts-toggle'));
  return fetchMock;
}

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
afterEach(() => {
  act(() => useDialogStore.setState({ loadingCount: 0, toast: null, modal: null }));
  vi.unstubAllGlobals();
});

describe('LinkedAccounts (accounts linked to this person)', () => {
  it('lists every account with its masked phone and link time in the hospital zone, marking this one', async () => {
    renderPanel(holders({ canRevoke: false }));
    const rows = await screen.findAllByTestId('linked-account');
    expect(
      rows.map((r) => r.querySelector('[data-testid="linked-account-phone"]')?.textContent),
    ).toEqual(['138****0001', '139****4321']);
    expect(rows[0]!.textContent).toContain('This account');
    // 08:30 UTC is 16:30 in Shanghai.
    expect(rows[1]!.textContent).toContain('16:30');
    expect(screen.queryByTestId('revoke-holder')).toBeNull();
    expect(
      screen.getByText(/Only the account with the phone number the hospital holds/),
    ).toBeTruthy();
  });

  it('lets the phone holder remove another account after confirming, never its own', async () => {
    const fetchMock = renderPanel(holders());
    const buttons = await screen.findAllByTestId('revoke-holder');
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.click(await screen.findByTestId('modal-confirm'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => url === '/patient/api/patient/holders/revoke'),
      ).toBe(true),
    );
    const n = fetchMock.mock.calls.findIndex(
      ([url]) => url === '/patient/api/patient/holders/revoke',
    );
    expect(sentBody(fetchMock, n)).toEqual({ hosId: '1001', patientId: 'p1', holderId: 'theirs' });
  });

  it('says when the patient is not linked to a hospital record', async () => {
    renderPanel({ linked: false, canRevoke: false, holders: [] });
    expect(await screen.findByTestId('linked-accounts-none')).toBeTruthy();
  });
});
