import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  stubFetch,
} from '../../../testing/render.tsx';
import { sharedStudyOf } from '../testing/film-fixture.ts';
import { SharedFilm } from './shared-film.tsx';
import { hosIdOf } from '@portal/shared';

function renderShared(answer: () => Response, token = 'tok-123456789012345678') {
  const mock = stubFetch(() => answer());
  renderWithProviders(
    <SharedFilm hosId={hosIdOf('1001')} token={token} timeZone="Asia/Shanghai" />,
    {
      route: `/query/cloud-film/shared?token=${token}`,
    },
  );
  return mock;
}

const enter = async (code: string) => {
  fireEvent.change(await screen.findByTestId('film-shared-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('film-shared-open'));
};

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') }),
);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SharedFilm (signed out)', () => {
  it('asks for the extraction code, then shows the study with the masked name, the images and the expiry', async () => {
    const mock = renderShared(() => okResponse(sharedStudyOf()));
    await enter(' k7qx ');
    expect((await screen.findByTestId('film-title')).textContent).toBe('CT chest, non-contrast');
    expect(sentBody(mock)).toEqual({
      hosId: '1001',
      token: 'tok-123456789012345678',
      code: 'k7qx',
    });
    expect(screen.getByTestId('film-patient').textContent).toBe('W**********o');
    expect(screen.getByTestId('film-shared-expires').textContent).toBe(
      'Shared with you until 11/27/2026, 09:00:00',
    );
    expect(screen.getAllByTestId('film-thumb')).toHaveLength(3);
  });

  it('says a wrong code with the attempts left and lets the reader try again', async () => {
    renderShared(() => errorResponse(400, 'FILM002', { remaining: 3 }));
    await enter('AAAA');
    expect((await screen.findByTestId('film-shared-error')).textContent).toBe(
      'Wrong extraction code: 3 attempts left',
    );
    expect(screen.getByTestId('film-shared-code')).toBeTruthy();
  });

  it('says plainly when the link expired or was withdrawn, and when it is locked', async () => {
    renderShared(() => errorResponse(404, 'FILM001'));
    await enter('AAAA');
    expect((await screen.findByTestId('film-shared-gone')).textContent).toBe(
      'This share link has expired or was withdrawn',
    );
    expect(screen.queryByTestId('film-shared-code')).toBeNull();
  });

  it('does not ask for a code without a token', async () => {
    renderShared(() => errorResponse(404, 'C021'), '');
    expect((await screen.findByTestId('film-shared-gone')).textContent).toBe(
      'This share link has expired or was withdrawn',
    );
  });
});
