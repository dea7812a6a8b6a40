import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch.tsx';

describe('LanguageSwitch', () => {
  it('is a named radio group with one radio per language, the current one checked', () => {
    render(<LanguageSwitch value="en-US" onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBe(screen.getByTestId('language-switch'));
    const [english, chinese] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(english!.checked).toBe(true);
    expect(chinese!.checked).toBe(false);
    expect(screen.getByText('中文').getAttribute('lang')).toBe('zh-CN');
  });

  it('asks for the language whose words are clicked', () => {
    const onChange = vi.fn();
    render(<LanguageSwitch value="en-US" onChange={onChange} />);
    fireEvent.click(screen.getByText('中文'));
    expect(onChange).toHaveBeenCalledWith('zh-CN');
  });
});
