import { hosIdOf } from '@portal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from '../../lib/booking/booking-cache.ts';
import { storeHosId, storeLoginUser } from '../../lib/storage.ts';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
} from '../../testing/render.tsx';
import { recordOf } from '../../testing/record-fixture.ts';
import { CheckIn, QUEUE_REFRESH_MS } from './check-in.tsx';

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  storeLoginUser(hosIdOf('1001'), null);
  storeHosId(null);
});

describe('CheckIn', () => {
  it('shows nothing where the server does not allow check-in', () => {
    stubFetch(() => okResponse({}));
    renderWithProviders(<CheckIn record={recordOf({ isDopay: '1' })} allowed={false} />);
    expect(screen.queryByTestId('check-in')).toBeNull();
  });

  it('checks in once with an Idempotency-Key and says why when refused', async () => {
    const mock = stubFetch(() => errorResponse(409, 'CHECKIN001', { time: '2026-11-22 07:30' }));
    renderWithProviders(<CheckIn record={recordOf({ isDopay: '1', appointId: 'A1' })} allowed />);
    fireEvent.click(screen.getByTestId('check-in'));
    expect((await screen.findByTestId('check-in-error')).textContent).toContain(
      'Check-in opens at 2026-11-22 07:30',
    );
    const posts = mock.mock.calls.filter(([url]) => url.includes('/record/check-in'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({ hosId: '1001', appointId: 'A1' });
    expect((posts[0]![1]?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it("checked in, the user's booking queries are asked again, and nobody else's", async () => {
    stubFetch(() => okResponse({}));
    const { queryClient } = renderWithProviders(
      <CheckIn record={recordOf({ isDopay: '1', appointId: 'A1' })} allowed />,
    );
    const mine = bookingKeys.recordList(hosIdOf('1001'), 'u1');
    const theirs = bookingKeys.recordList(hosIdOf('1001'), 'u2');
    for (const key of [mine, theirs]) queryClient.setQueryData(key, []);
    fireEvent.click(screen.getByTestId('check-in'));
    await waitFor(() => expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(theirs)?.isInvalidated).toBe(false);
  });

  it('once checked in, shows the queue number, the number called and the people ahead, refreshed every 15 s', async () => {
    let calling = 2;
    const mock = stubFetch((url) =>
      url.includes('/record/queue')
        ? okResponse({ queueNo: 5, calling, ahead: 5 - calling - 1 })
        : okResponse({}),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(
      <CheckIn
        record={recordOf({ isDopay: '1', hosState: '3', appointId: 'A1' })}
        allowed={false}
      />,
    );
    expect((await screen.findByTestId('queue-no')).textContent).toContain('5');
    expect(screen.getByTestId('queue-calling').textContent).toContain('2');
    expect(screen.getByTestId('queue-ahead').textContent).toContain('2');
    calling = 4;
    await vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS);
    await waitFor(() => expect(screen.getByTestId('queue-calling').textContent).toContain('4'));
    expect(screen.getByTestId('queue-ahead').textContent).toContain('0');
    expect(
      mock.mock.calls.filter(([url]) => url.includes('/record/queue')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("keeps the queue position with the user's booking, so signing out (which removes ['user', hosId]) forgets it", async () => {
    stubFetch((url) =>
      url.includes('/record/queue')
        ? okResponse({ queueNo: 5, calling: 2, ahead: 2 })
        : okResponse({}),
    );
    const { queryClient } = renderWithProviders(
      <CheckIn
        record={recordOf({ isDopay: '1', hosState: '3', appointId: 'A1' })}
        allowed={false}
      />,
    );
    await screen.findByTestId('queue-no');
    expect(
      queryClient.getQueryData([...bookingKeys.record(hosIdOf('1001'), 'u1', 'A1'), 'queue']),
    ).toMatchObject({ queueNo: 5 });
    queryClient.removeQueries({ queryKey: ['user', '1001'] });
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .filter((q) => JSON.stringify(q.queryKey).includes('queue')),
    ).toEqual([]);
  });
});
