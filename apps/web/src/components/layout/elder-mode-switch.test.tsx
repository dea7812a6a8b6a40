import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../lib/storage.ts';
import { useElderModeStore } from '../../stores/elder-mode-store.ts';
import { ElderModeSwitch } from './elder-mode-switch.tsx';

afterEach(() => useElderModeStore.getState().setElder(false));

describe('ElderModeSwitch', () => {
  it('is a switch named by its visible words, off at first', () => {
    render(<ElderModeSwitch />);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const labelId = toggle.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).toBe('Elder mode');
  });

  it('turns elder mode on and off, and the browser remembers the choice', () => {
    render(<ElderModeSwitch />);
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem(LOCAL_KEYS.elderMode)).toBe('1');
    expect(document.documentElement.hasAttribute('data-elder')).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem(LOCAL_KEYS.elderMode)).toBeNull();
    expect(document.documentElement.hasAttribute('data-elder')).toBe(false);
  });

  it('shows the remembered state and follows a change made elsewhere (another header, another tab)', () => {
    useElderModeStore.getState().setElder(true);
    render(<ElderModeSwitch />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });
});
