import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  okResponse,
  renderWithProviders,
  signedInEachTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { MessageList } from './message-list.tsx';
import { hosIdOf } from '@portal/shared';

signedInEachTest();

const message = {
  messageId: '00000000-0000-4000-8000-000000000001',
  kind: 'refunded',
  title: 'Refund done',
  body: 'The refund of ¥25.00 is done.',
  link: null,
  patientId: null,
  createdAt: '2026-11-25T00:30:00.000Z',
  readAt: null,
};

describe('MessageList', () => {
  it("shows each message at the hospital's time and marks one read", async () => {
    const mock = stubFetch((url) =>
      url.includes('/message/api/read')
        ? okResponse({ marked: 1, unread: 0 })
        : okResponse({ items: [message], total: 1, unread: 1, page: 1, pageSize: 10 }),
    );
    renderWithProviders(
      <MessageList hosId={hosIdOf('1001')} timeZone="Asia/Shanghai" onNavigate={() => undefined} />,
    );
    const item = await screen.findByTestId('message-item');
    // 00:30 UTC is 08:30 in Shanghai, whatever zone the browser is in.
    expect(item.querySelector('time')?.textContent).toContain('08:30:00');
    expect(item.textContent).toContain('The refund of ¥25.00 is done.');
    fireEvent.click(screen.getByText('Mark read'));
    await waitFor(() =>
      expect(mock.mock.calls.some(([url]) => String(url).includes('/message/api/read'))).toBe(true),
    );
  });
});
