import { hosIdOf } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeStatus } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { NoticeList } from './notice-list.tsx';

const notice = (over: Partial<NoticeStatus>): NoticeStatus => ({
  docType: 'USER_SERVICE',
  version: 1,
  title: 'User service agreement',
  content: '<p>Terms</p>',
  publishedAt: '2026-09-01T00:00:00Z',
  acceptedAt: '2026-11-01T02:03:04Z',
  previousAcceptedVersion: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('NoticeList', () => {
  it('shows the date each current version was accepted; a new version asks again and the accept button records it', async () => {
    signInForTest(hosIdOf('1001'));
    let privacy = notice({
      docType: 'USER_PRIVACY',
      version: 2,
      title: 'Privacy policy',
      acceptedAt: null,
      previousAcceptedVersion: 1,
    });
    const mock = stubFetch((url, init) => {
      if (url.startsWith('/platform/api/notice/list')) return okResponse([notice({}), privacy]);
      if (url.startsWith('/platform/api/notice/accept') && init?.method === 'POST') {
        privacy = { ...privacy, acceptedAt: '2026-11-27T06:00:00Z' };
        return okResponse({ docType: 'USER_PRIVACY', version: 2, acceptedAt: privacy.acceptedAt });
      }
      throw new Error(`unexpected ${url}`);
    });
    renderWithProviders(<NoticeList hosId={hosIdOf('1001')} timeZone="Asia/Shanghai" />, {
      route: '/other/instructions',
    });
    const waiting = await screen.findByTestId('notice-USER_PRIVACY');
    expect(waiting.textContent).toContain('version 1 you accepted');
    expect(screen.getByTestId('notice-label-USER_SERVICE').textContent).toContain('Accepted');
    fireEvent.click(within(waiting).getByTestId('notice-accept'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('notice-USER_PRIVACY')).getByTestId('notice-accepted')
          .textContent,
      ).toContain('2026'),
    );
    const acceptCall = mock.mock.calls.findIndex(([url]) =>
      url.startsWith('/platform/api/notice/accept'),
    );
    expect(sentBody(mock, acceptCall)).toEqual({
      hosId: '1001',
      docType: 'USER_PRIVACY',
      version: 2,
    });
  });

  it('a version replaced meanwhile: the refusal is shown (NOTICE002) and nothing reads as accepted', async () => {
    signInForTest(hosIdOf('1001'));
    stubFetch((url) => {
      if (url.startsWith('/platform/api/notice/list'))
        return okResponse([notice({ acceptedAt: null, previousAcceptedVersion: null })]);
      return errorResponse(409, 'NOTICE002');
    });
    renderWithProviders(<NoticeList hosId={hosIdOf('1001')} timeZone="Asia/Shanghai" />, {
      route: '/other/instructions',
    });
    fireEvent.click(await screen.findByTestId('notice-accept'));
    expect((await screen.findByTestId('notice-accept-error')).textContent).toContain(
      'A newer version of this document has been published',
    );
    expect(screen.queryByTestId('notice-accepted')).toBeNull();
  });
});
