import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilmStudySummary } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { filmOf } from '../testing/film-fixture.ts';
import { FilmList } from './film-list.tsx';
import { hosIdOf } from '@portal/shared';

const listQueries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/film/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

function renderList(
  studies: FilmStudySummary[],
  { route = '/query/cloud-film', list }: { route?: string; list?: () => Response } = {},
) {
  const mock = stubFetch((url) => {
    const q = new URL(url, 'http://x').searchParams;
    if (list) return list();
    const page = Number(q.get('page') ?? 1);
    const mine = studies.filter((s) => !q.get('modality') || s.modality === q.get('modality'));
    return okResponse({
      items: mine.slice((page - 1) * 10, page * 10),
      total: mine.length,
      pageSize: 10,
    });
  });
  renderWithProviders(
    <FilmList hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
    { route },
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

describe('FilmList', () => {
  it("asks for the patient's studies of every modality over the last year, page 1, and lists them", async () => {
    const mock = renderList([filmOf()]);
    const row = await screen.findByTestId('film-F1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      modality: '',
      from: '2025-11-24',
      to: '2026-11-24',
      page: '1',
    });
    expect(screen.getByTestId('film-range-1y').closest('label')?.className).toContain('checked');
    expect(within(row).getByTestId('film-link').textContent).toBe('CT chest, non-contrast');
    expect(within(row).getByTestId('film-link').getAttribute('href')).toBe(
      '/query/cloud-film/study?studyId=F1',
    );
    expect(within(row).getByTestId('film-modality-tag').textContent).toBe('CT');
    expect(within(row).getByTestId('film-images').textContent).toBe('2 series · 3 images');
    expect(within(row).getByTestId('film-time').textContent).toBe('11/20/2026, 10:30:00');
    expect(row.textContent).toContain('Chest');
  });

  it('filters by modality, starting again at page 1', async () => {
    const mock = renderList(
      [filmOf(), filmOf({ studyId: 'M1', modality: 'MR', title: 'MRI right knee' })],
      { route: '/query/cloud-film?page=1' },
    );
    await screen.findByTestId('film-F1');
    fireEvent.mouseDown(within(screen.getByTestId('film-modality')).getByRole('combobox'));
    await vi.waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="MRI"]')).not.toBeNull(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="MRI"]')!);
    await vi.waitFor(() => expect(screen.queryByTestId('film-F1')).toBeNull());
    expect(screen.getByTestId('film-M1')).toBeTruthy();
    expect(listQueries(mock).at(-1)).toMatchObject({ modality: 'MR', page: '1' });
  });

  it('keeps the page in the URL and asks the server for it', async () => {
    const many = Array.from({ length: 13 }, (_, i) => filmOf({ studyId: `S${i}` }));
    const mock = renderList(many, { route: '/query/cloud-film?page=2' });
    await screen.findByTestId('film-S10');
    expect(listQueries(mock)[0]).toMatchObject({ page: '2' });
    expect(screen.getByTestId('films-total').textContent).toBe('Studies: 13');
  });

  it('says so when the period has no studies, and shows errors by their message key', async () => {
    renderList([]);
    expect((await screen.findByTestId('films-empty')).textContent).toBe(
      'No imaging studies in this period',
    );
  });

  it('shows the server refusal text', async () => {
    renderList([], { list: () => errorResponse(404, 'FUNC001') });
    expect((await screen.findByTestId('films-error')).textContent).toBe(
      'This function is not open yet',
    );
  });

  it('refuses a reversed range before asking (QUERY001)', async () => {
    const mock = renderList([], { route: '/query/cloud-film?from=2026-11-10&to=2026-11-01' });
    expect((await screen.findByTestId('film-range-error')).textContent).toMatch(/date range/);
    expect(listQueries(mock)).toEqual([]);
  });
});
