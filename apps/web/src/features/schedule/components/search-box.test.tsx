import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SearchBox } from './search-box.tsx';

/** The search box names only the kinds the hospital searches and offers its popular searches. */
describe('SearchBox', () => {
  it('names every kind where the hospital searches all three', () => {
    renderWithProviders(
      <SearchBox kinds={['doctor', 'dept', 'keyword']} onSearch={() => undefined} />,
    );
    expect(screen.getByTestId('search-box').getAttribute('placeholder')).toBe(
      'Search by doctor name, department, or specialty',
    );
  });

  it('leaves out a kind the hospital does not search (1002: doctors and departments)', () => {
    renderWithProviders(<SearchBox kinds={['doctor', 'dept']} onSearch={() => undefined} />);
    const placeholder = screen.getByTestId('search-box').getAttribute('placeholder') ?? '';
    expect(placeholder).toBe('Search by doctor name or department');
    expect(placeholder).not.toContain('specialty');
  });

  it('offers the popular searches as chips: one click searches it', () => {
    const onSearch = vi.fn();
    renderWithProviders(
      <SearchBox kinds={['doctor']} hotKeywords={['Asthma', 'Fever']} onSearch={onSearch} />,
    );
    const chips = screen.getAllByTestId('hot-keyword');
    expect(chips.map((c) => c.textContent)).toEqual(['Asthma', 'Fever']);
    fireEvent.click(chips[1]!);
    expect(onSearch).toHaveBeenCalledWith('Fever');
    expect((screen.getByTestId('search-box') as HTMLInputElement).value).toBe('Fever');
  });

  it('shows no popular searches where the hospital sets none', () => {
    renderWithProviders(<SearchBox onSearch={() => undefined} />);
    expect(screen.queryByTestId('hot-keyword')).toBeNull();
    expect(screen.queryByText('Popular searches')).toBeNull();
  });
});
