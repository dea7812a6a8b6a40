import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { THEME_TOKENS } from '@portal/shared';
import { ThemeEditor } from './theme-editor.tsx';

const theme = {
  main: '#0958d9',
  main2: '#001d66',
  main3: '#002c8c',
  main4: '#003eb3',
  main5: '#003eb3',
  main6: '#1677ff',
  main7: '#69b1ff',
  main8: '#91caff',
  main9: '#bae0ff',
  main10: '#d6ebff',
  main11: '#e6f4ff',
  main12: '#f5faff',
};

describe('the theme editor', () => {
  it('has a labelled colour well and hex field per token, with its contrast on white', () => {
    render(<ThemeEditor value={theme} onChange={vi.fn()} readOnly={false} />);
    for (const token of THEME_TOKENS) {
      expect(screen.getByLabelText(`Colour of ${token}`)).toBeTruthy();
      expect(screen.getByLabelText(`Hex value of ${token}`)).toHaveProperty('value', theme[token]);
    }
    const mainRow = screen.getByLabelText('Hex value of main').closest('tr')!;
    expect(within(mainRow).getByText(/6\.\d\d:1/)).toBeTruthy();
    expect(within(mainRow).getByText('AA text')).toBeTruthy();
  });

  it('a change gives the whole document with that token changed', () => {
    const onChange = vi.fn();
    render(<ThemeEditor value={theme} onChange={onChange} readOnly={false} />);
    fireEvent.change(screen.getByLabelText('Hex value of main2'), { target: { value: '#123456' } });
    expect(onChange).toHaveBeenCalledWith({ ...theme, main2: '#123456' });
  });

  it('warns when a text colour falls below AA, naming the token', () => {
    render(
      <ThemeEditor value={{ ...theme, main: '#91caff' }} onChange={vi.fn()} readOnly={false} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/theme token main \(#91caff\)/);
  });

  it('read-only for a staff member who may not edit', () => {
    render(<ThemeEditor value={theme} onChange={vi.fn()} readOnly />);
    expect(screen.getByLabelText('Hex value of main')).toHaveProperty('disabled', true);
  });
});
