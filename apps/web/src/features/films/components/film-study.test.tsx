import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { filmStudyOf } from '../testing/film-fixture.ts';
import { FilmStudyView } from './film-study.tsx';
import { hosIdOf } from '@portal/shared';

const callsTo = (mock: FetchMock, path: string) =>
  mock.mock.calls.filter(([url]) => new URL(url, 'http://x').pathname === path);

function renderStudy(
  route: (path: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const shares: { shareId: string; createdAt: string; expiresAt: string; locked: boolean }[] = [];
  const mock = stubFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    const answer = route(path, init);
    if (answer) return answer;
    if (path === '/feature/api/film/info') return okResponse(filmStudyOf());
    if (path === '/feature/api/film/share/list') return okResponse(shares);
    if (path === '/feature/api/film/share/create') {
      shares.unshift({
        shareId: 'sh1',
        createdAt: '2026-11-24T01:00:00Z',
        expiresAt: '2026-11-27T01:00:00Z',
        locked: false,
      });
      return okResponse({
        shareId: 'sh1',
        linkPath: '/query/cloud-film/shared?hosId=1001&token=tok',
        code: 'K7QX',
        expiresAt: '2026-11-27T01:00:00Z',
      });
    }
    if (path === '/feature/api/film/share/revoke') {
      shares.splice(0);
      return okResponse(null);
    }
    return errorResponse(404, 'C021');
  });
  renderWithProviders(
    <FilmStudyView
      hosId={hosIdOf('1001')}
      studyId="F1"
      timeZone="Asia/Shanghai"
      backTo="/query/cloud-film?modality=CT"
    />,
    { route: '/query/cloud-film/study?studyId=F1' },
  );
  return mock;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FilmStudyView', () => {
  it('shows the facts, the report and every image of every series as thumbnails', async () => {
    renderStudy();
    expect((await screen.findByTestId('film-title')).textContent).toBe('CT chest, non-contrast');
    expect(screen.getByTestId('film-patient').textContent).toBe('Wang Jianguo');
    expect(screen.getByTestId('film-accession').textContent).toBe('CT202611200001');
    expect(screen.getByTestId('film-findings').textContent).toContain('6 mm solid nodule');
    expect(screen.getByTestId('film-impression').textContent).toContain('Follow-up CT');
    expect(screen.getByTestId('film-signed').textContent).toBe(
      'Reported by Zhou Min, 11/20/2026, 12:00:00',
    );
    expect(
      within(screen.getByTestId('film-series-1'))
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/img/1.png', '/img/2.png']);
    expect(
      within(screen.getByTestId('film-series-2'))
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Series 2, image 1']);
    expect(screen.getByTestId('film-back').getAttribute('href')).toBe(
      '/query/cloud-film?modality=CT',
    );
  });

  it('opens the viewer on the first image and walks to the next one across series', async () => {
    renderStudy();
    fireEvent.click(await screen.findByTestId('film-open-viewer'));
    expect((await screen.findByTestId('film-viewer-count')).textContent).toBe(
      '1 / 3 · Series 1: Axial 5 mm',
    );
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    await vi.waitFor(() =>
      expect(screen.getByTestId('film-viewer-count').textContent).toBe(
        '3 / 3 · Series 2: Lung window',
      ),
    );
    fireEvent.keyDown(window, { key: 'ArrowLeft', keyCode: 37 });
    await vi.waitFor(() =>
      expect(screen.getByTestId('film-viewer-count').textContent).toBe(
        '2 / 3 · Series 1: Axial 5 mm',
      ),
    );
  });

  it('creates a share link for the chosen days, shows link and code once, lists and withdraws it', async () => {
    const mock = renderStudy();
    fireEvent.click(await screen.findByTestId('film-share'));
    fireEvent.click(await screen.findByTestId('film-share-days-7'));
    fireEvent.click(screen.getByTestId('film-share-create'));
    expect((await screen.findByTestId('film-share-code')).textContent).toContain('K7QX');
    expect(screen.getByTestId('film-share-link').textContent).toContain(
      '/query/cloud-film/shared?hosId=1001&token=tok',
    );
    expect(
      sentBody(
        mock,
        mock.mock.calls.findIndex(([url]) => url.startsWith('/feature/api/film/share/create')),
      ),
    ).toEqual({ hosId: '1001', studyId: 'F1', days: 7 });
    await screen.findByTestId('film-share-sh1');
    fireEvent.click(screen.getByTestId('film-share-revoke'));
    fireEvent.click(await screen.findByTestId('film-share-revoke-ok'));
    await vi.waitFor(() => expect(screen.queryByTestId('film-share-sh1')).toBeNull());
    expect(callsTo(mock, '/feature/api/film/share/revoke')).toHaveLength(1);
  });

  it("says C002 for a study that is not the user's", async () => {
    renderStudy((path) =>
      path === '/feature/api/film/info' ? errorResponse(404, 'C002') : undefined,
    );
    expect((await screen.findByTestId('film-error')).textContent).toBe('No data');
  });
});
