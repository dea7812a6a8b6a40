import { hosIdOf } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryItem, PriceItem } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { priceOf } from '../testing/price-fixture.ts';
import { PriceList } from './price-list.tsx';

const CATEGORIES: DictionaryItem[] = [
  { value: 'service', label: 'Medical services', sort: 2 },
  { value: 'drug', label: 'Drugs', sort: 1 },
];

const listQueries = (mock: FetchMock) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/feature/api/price/list'))
    .map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

/** A server holding `items`, searching names and initials, filtering by category and paging by 10 like the real one. */
function renderList(
  items: PriceItem[],
  { route = '/query/price', list }: { route?: string; list?: () => Response } = {},
) {
  const mock = stubFetch((url) => {
    const u = new URL(url, 'http://x');
    const q = u.searchParams;
    if (u.pathname === '/platform/api/dictionary') return okResponse(CATEGORIES);
    if (list) return list();
    const page = Number(q.get('page') ?? 1);
    const text = (q.get('text') ?? '').toLowerCase();
    const found = items.filter(
      (i) =>
        (!q.get('category') || i.category === q.get('category')) &&
        (!text ||
          i.name.includes(text) ||
          i.nameEn.toLowerCase().includes(text) ||
          i.initials.startsWith(text)),
    );
    return okResponse({
      items: found.slice((page - 1) * 10, page * 10),
      total: found.length,
      pageSize: 10,
    });
  });
  renderWithProviders(<PriceList hosId={hosIdOf('1001')} />, { route });
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PriceList (signed out: the catalogue is public)', () => {
  it("asks for every category's first page and lists name, English name, specification, price per unit, insurance class and maker", async () => {
    useSessionStore.setState({ hosId: hosIdOf('1001'), loginUser: null });
    const mock = renderList([
      priceOf(),
      priceOf({
        code: 'F000001',
        name: '血常规',
        nameEn: 'Complete blood count',
        initials: 'xcg',
        category: 'service',
        categoryName: 'Medical services',
        specification: '',
        unit: 'time',
        price: 2_000,
        manufacturer: '',
        insuranceClass: 'self',
      }),
    ]);
    const row = await screen.findByTestId('price-Y000001');
    expect(listQueries(mock)[0]).toEqual({ hosId: '1001', text: '', category: '', page: '1' });
    expect(within(row).getByTestId('price-link').textContent).toBe('阿莫西林胶囊');
    expect(within(row).getByTestId('price-link').getAttribute('href')).toBe(
      '/query/price/detail?code=Y000001',
    );
    expect(row.textContent).toContain('Amoxicillin Capsules');
    expect(row.textContent).toContain('0.25 g × 24 capsules');
    expect(within(row).getByTestId('price-amount').textContent).toBe('¥19.30 / box');
    expect(within(row).getByTestId('price-insurance').textContent).toBe('Class A');
    expect(row.textContent).toContain('CSPC Pharmaceutical Group');
    const service = screen.getByTestId('price-F000001');
    expect(within(service).getByTestId('price-amount').textContent).toBe('¥20.00 / time');
    expect(within(service).getByTestId('price-insurance').textContent).toBe('Self-pay');
  });

  it('searches as the visitor types (debounced, once), by pinyin initials too, from page 1', async () => {
    const mock = renderList(
      [
        priceOf(),
        priceOf({
          code: 'Y000002',
          name: '阿奇霉素片',
          nameEn: 'Azithromycin Tablets',
          initials: 'aqmsp',
        }),
      ],
      { route: '/query/price?page=2' },
    );
    await waitFor(() => expect(listQueries(mock)).toHaveLength(1));
    const box = screen.getByTestId('price-search');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'am' } });
    fireEvent.change(box, { target: { value: 'amxl' } });
    await screen.findByTestId('price-Y000001');
    await waitFor(() =>
      expect(listQueries(mock).at(-1)).toEqual({
        hosId: '1001',
        text: 'amxl',
        category: '',
        page: '1',
      }),
    );
    expect(listQueries(mock).map((q) => q.text)).toEqual(['', 'amxl']);
    expect(screen.queryByTestId('price-Y000002')).toBeNull();
  });

  it('reads the search from the URL, and filters by the dictionary\'s categories in its own order, "all" first', async () => {
    const mock = renderList([priceOf()], {
      route: '/query/price?q=%E9%98%BF&category=drug&page=1',
    });
    await screen.findByTestId('price-Y000001');
    expect(listQueries(mock)[0]).toEqual({
      hosId: '1001',
      text: '阿',
      category: 'drug',
      page: '1',
    });
    expect((screen.getByTestId('price-search') as HTMLInputElement).value).toBe('阿');
    await screen.findByTestId('price-category-service');
    expect([...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent)).toEqual([
      'All',
      'Drugs',
      'Medical services',
    ]);
    fireEvent.click(screen.getByTestId('price-category-service'));
    await waitFor(() =>
      expect(listQueries(mock).at(-1)).toMatchObject({
        text: '阿',
        category: 'service',
        page: '1',
      }),
    );
    expect(await screen.findByTestId('prices-empty')).toHaveProperty(
      'textContent',
      'Nothing matches “阿”',
    );
  });

  it("pages by 10 with the server's total", async () => {
    const items = Array.from({ length: 23 }, (_, i) =>
      priceOf({ code: `Y${String(i).padStart(6, '0')}` }),
    );
    const mock = renderList(items);
    await screen.findByTestId('price-Y000000');
    expect(screen.getByTestId('prices-total').textContent).toBe('Items: 23');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByTestId('price-Y000022');
    expect(listQueries(mock).at(-1)).toMatchObject({ page: '3' });
  });

  it('says what is wrong with text the server would refuse, and does not ask', async () => {
    const mock = renderList([priceOf()]);
    await screen.findByTestId('price-Y000001');
    fireEvent.change(screen.getByTestId('price-search'), { target: { value: '<script>' } });
    expect(await screen.findByTestId('price-search-invalid')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listQueries(mock).map((q) => q.text)).toEqual(['']);
  });

  it('shows the message of a refused search (FUNC001 where the query is closed)', async () => {
    renderList([], { list: () => errorResponse(404, 'FUNC001') });
    expect((await screen.findByTestId('prices-error')).textContent).toBe(
      'This function is not open yet',
    );
  });
});
