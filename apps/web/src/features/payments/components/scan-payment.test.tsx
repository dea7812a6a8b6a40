import { hosIdOf } from '@portal/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanTransaction } from '@portal/shared';
import { registerNavigation } from '../../../lib/navigation.ts';
import { getLoginUser, storeHosId, storeLoginUser } from '../../../lib/storage.ts';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render.tsx';
import { ScanPayment } from './scan-payment.tsx';

const TOKEN = 'tok_0123456789abcdef';
const tx = (state: ScanTransaction['state']): ScanTransaction => ({
  merchant: 'Riverside General Hospital',
  amount: 5000,
  subject: 'Registration fee A1',
  state,
  outTradeNo: 'PM42',
});
const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockClear();
  registerNavigation({ navigate, currentPath: () => `/hos/ui/scan/payment/${TOKEN}` });
});
afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigation(null);
});

describe('ScanPayment (the sandbox gateway page on the payer’s phone)', () => {
  it('shows merchant, amount and subject, and confirms once: pending → paid', async () => {
    const mock = stubFetch((url, init) =>
      okResponse(tx(init?.method === 'POST' ? 'paid' : 'pending')),
    );
    renderWithProviders(<ScanPayment token={TOKEN} />);
    const confirm = await screen.findByTestId('scan-confirm');
    expect(screen.getByTestId('scan-state').getAttribute('data-state')).toBe('pending');
    expect(screen.getByTestId('scan-merchant').textContent).toBe('Riverside General Hospital');
    expect(screen.getByTestId('scan-amount').textContent).toBe('¥50.00');
    expect(screen.getByText('Registration fee A1')).toBeTruthy();

    fireEvent.click(confirm);
    expect(
      await screen.findByText('Payment complete — you can return to the hospital page.'),
    ).toBeTruthy();
    expect(screen.getByTestId('scan-state').getAttribute('data-state')).toBe('paid');
    expect(screen.queryByTestId('scan-confirm')).toBeNull();
    const posts = mock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toBe(`/paygateway/api/scan/${TOKEN}/confirm`);
  });

  it.each([
    [
      'closed',
      'The merchant closed this payment (the booking expired or was cancelled). Nothing was charged.',
    ],
    ['refunded', 'This payment was refunded; the money went back to where it came from.'],
  ] as const)('explains a %s transaction and offers no confirmation', async (state, text) => {
    stubFetch(() => okResponse(tx(state)));
    renderWithProviders(<ScanPayment token={TOKEN} />);
    expect((await screen.findByTestId('scan-state-text')).textContent).toBe(text);
    expect(screen.getByTestId('scan-state').getAttribute('data-state')).toBe(state);
    expect(screen.queryByTestId('scan-confirm')).toBeNull();
  });

  it('explains an unknown token', async () => {
    stubFetch(() => errorResponse(404, 'C002'));
    renderWithProviders(<ScanPayment token={TOKEN} />);
    expect((await screen.findByTestId('scan-state')).getAttribute('data-state')).toBe('unknown');
    expect(screen.getByText('This payment code is not valid')).toBeTruthy();
  });

  it.each([401, 403])(
    "is not part of the portal's sign-in: no token sent, and a %i neither signs out nor redirects",
    async (status) => {
      storeHosId(hosIdOf('1001'));
      storeLoginUser(hosIdOf('1001'), {
        isLogin: true,
        access_token: 'tok',
        expiresAt: '2099-01-01T00:00:00Z',
        mobile: '138****0001',
        platformDetail: { userId: 'u1' },
        leader: '0',
      });
      sessionStorage.setItem('portal.session.area', '1');
      const mock = stubFetch(() => errorResponse(status, 'C024'));
      renderWithProviders(<ScanPayment token={TOKEN} />);
      expect((await screen.findByTestId('scan-state')).getAttribute('data-state')).toBe('error');
      expect(
        (mock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization,
      ).toBeUndefined();
      expect(navigate).not.toHaveBeenCalled();
      expect(getLoginUser(hosIdOf('1001'))?.access_token).toBe('tok');
      expect(sessionStorage.getItem('portal.session.area')).toBe('1');
    },
  );
});
