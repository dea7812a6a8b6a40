import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PathologySummary } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { pathologyDetailOf, pathologyOf } from '../testing/pathology-fixture.ts';
import { PathologyDetailView } from './pathology-detail.tsx';
import { PathologyList } from './pathology-list.tsx';
import { hosIdOf } from '@portal/shared';

const listQueries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/pathology/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

function renderList(results: PathologySummary[], route = '/query/pathology') {
  const mock = stubFetch(() => okResponse({ items: results, total: results.length, pageSize: 10 }));
  renderWithProviders(
    <PathologyList hosId={hosIdOf('1001')} patientId="p1" timeZone="Asia/Shanghai" />,
    {
      route,
    },
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

describe('PathologyList', () => {
  it("asks for the patient's results of the last 3 months and lists specimen, type, diagnosis, department, doctor and time", async () => {
    const mock = renderList([pathologyOf()]);
    const row = await screen.findByTestId('pathology-PA1');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      patientId: 'p1',
      from: '2026-08-24',
      to: '2026-11-24',
      page: '1',
    });
    expect(within(row).getByTestId('pathology-link').getAttribute('href')).toBe(
      '/query/pathology/detail?pathologyId=PA1',
    );
    expect(row.textContent).toContain('Gastric antrum, endoscopic biopsy');
    expect(row.textContent).toContain('Biopsy');
    expect(within(row).getByTestId('pathology-diagnosis').textContent).toBe(
      'Chronic active gastritis',
    );
    // 06:30Z is 14:30 in the hospital's zone.
    expect(within(row).getByTestId('pathology-time').textContent).toBe('11/20/2026, 14:30:00');
  });

  it('keeps the range and page of the URL, and says so when the period has no results', async () => {
    const mock = renderList([], '/query/pathology?from=2026-01-01&to=2026-03-31');
    expect((await screen.findByTestId('pathology-empty')).textContent).toBe(
      'No pathology results in this period',
    );
    expect(listQueries(mock)[0]).toMatchObject({ from: '2026-01-01', to: '2026-03-31', page: '1' });
  });

  it('says a reversed range at once (QUERY001) without asking', async () => {
    const mock = renderList([], '/query/pathology?from=2026-05-01&to=2026-04-01');
    expect(await screen.findByTestId('pathology-range-error')).toBeTruthy();
    expect(listQueries(mock)).toEqual([]);
  });
});

describe('PathologyDetailView', () => {
  it('shows the facts, the gross and microscopic description, the markers, the diagnosis and the conclusion', async () => {
    stubFetch(() => okResponse(pathologyDetailOf()));
    renderWithProviders(
      <PathologyDetailView
        hosId={hosIdOf('1001')}
        pathologyId="PA1"
        timeZone="Asia/Shanghai"
        hospitalName="Riverside General Hospital"
        backTo="/query/pathology?page=2"
      />,
    );
    const sheet = await screen.findByTestId('pathology-sheet');
    expect(sheet.textContent).toContain('Riverside General Hospital');
    expect(screen.getByTestId('pathology-fact-patient').textContent).toBe('Wang Jianguo');
    expect(screen.getByTestId('pathology-fact-no').textContent).toBe('S26-00042');
    expect(screen.getByTestId('pathology-fact-received').textContent).toBe('11/17/2026, 09:10:00');
    expect(screen.getByTestId('pathology-gross').textContent).toContain(
      'Three grey-white fragments.',
    );
    expect(screen.getByTestId('pathology-microscopic').textContent).toContain('H. pylori');
    expect(
      [...within(screen.getByTestId('pathology-markers')).getAllByRole('row')]
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Ki-6720% +', 'ER90% strong +']);
    expect(screen.getByTestId('pathology-diagnosis').textContent).toContain(
      'Chronic active gastritis',
    );
    expect(screen.getByTestId('pathology-conclusion').textContent).toContain('No dysplasia.');
    expect(screen.getByTestId('pathology-back').getAttribute('href')).toBe(
      '/query/pathology?page=2',
    );
  });

  it('leaves out the markers when no stains were run', async () => {
    stubFetch(() => okResponse(pathologyDetailOf({ markers: [] })));
    renderWithProviders(
      <PathologyDetailView
        hosId={hosIdOf('1001')}
        pathologyId="PA1"
        timeZone="Asia/Shanghai"
        backTo="/query/pathology"
      />,
    );
    await screen.findByTestId('pathology-sheet');
    expect(screen.queryByTestId('pathology-markers')).toBeNull();
  });

  it("answers another user's or an unknown result with the not-found message", async () => {
    stubFetch(() => errorResponse(404, 'C002'));
    renderWithProviders(
      <PathologyDetailView
        hosId={hosIdOf('1001')}
        pathologyId="PA9"
        timeZone="Asia/Shanghai"
        backTo="/query/pathology"
      />,
    );
    expect((await screen.findByTestId('pathology-error')).textContent).not.toBe('');
  });
});
