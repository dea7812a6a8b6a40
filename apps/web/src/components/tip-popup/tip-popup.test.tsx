import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TipInfo } from '@portal/shared';
import { TipPopup } from './tip-popup.tsx';
import { isScrolledNearBottom, tipButtonState } from './tip-lock.ts';

const baseTip: TipInfo = {
  guideTitle: 'Visiting notice',
  guideContent: '<p>Please bring your ID card.</p><script>alert(1)</script>',
  showType: 0,
  buttonContent: '',
  buttonType: 0,
  buttonExt: {},
  showExt: {},
};

const button = () => screen.getByTestId<HTMLButtonElement>('tip-button');

describe('isScrolledNearBottom (5% rule)', () => {
  it('unlocks within 5% of the height from the bottom, not before', () => {
    // 1000 high, 400 visible: the bottom is reached at scrollTop 600; 5% of 1000 = 50 → from 550 on.
    expect(isScrolledNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 549 })).toBe(
      false,
    );
    expect(isScrolledNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 550 })).toBe(
      true,
    );
    expect(isScrolledNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(
      true,
    );
  });

  it('treats content that does not overflow as read', () => {
    expect(isScrolledNearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});

describe('tipButtonState', () => {
  it("says 'I know' by default or the hospital's button text", () => {
    expect(tipButtonState(baseTip, { secondsLeft: 0, scrolledToBottom: false })).toEqual({
      locked: false,
      labelKey: 'ui.iKnow',
      label: undefined,
    });
    expect(
      tipButtonState(
        { ...baseTip, buttonContent: 'Agree' },
        { secondsLeft: 0, scrolledToBottom: false },
      ).label,
    ).toBe('Agree');
  });

  it('uses beforeButtonContent while scroll-locked when given', () => {
    const tip = {
      ...baseTip,
      buttonType: 2 as const,
      buttonExt: { beforeButtonContent: 'Read it all first' },
    };
    expect(tipButtonState(tip, { secondsLeft: 0, scrolledToBottom: false })).toMatchObject({
      locked: true,
      label: 'Read it all first',
    });
  });
});

describe('TipPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows sanitised HTML and an 'I know' button that confirms", () => {
    const onConfirm = vi.fn();
    render(<TipPopup tip={baseTip} open onConfirm={onConfirm} />);
    expect(screen.getByText('Visiting notice')).toBeTruthy();
    expect(screen.getByTestId('tip-popup').innerHTML).toContain('Please bring your ID card.');
    expect(screen.getByTestId('tip-popup').querySelector('script')).toBeNull();
    expect(screen.getByTestId('tip-popup').innerHTML).not.toContain('<script');
    expect(button().textContent).toBe('I know');
    fireEvent.click(button());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('locks the button for the countdown, showing the seconds, ticking every second', () => {
    const onConfirm = vi.fn();
    render(
      <TipPopup
        tip={{ ...baseTip, buttonType: 1, buttonExt: { buttonSecond: 3 } }}
        open
        onConfirm={onConfirm}
      />,
    );
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('I know (3s)');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button().textContent).toBe('I know (2s)');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(button().textContent).toBe('I know (2s)');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button().textContent).toBe('I know (1s)');
    fireEvent.click(button());
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('I know');
    fireEvent.click(button());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('locks the button until the content is scrolled to within 5% of the bottom', () => {
    const box = { scrollHeight: 1000, clientHeight: 400 };
    const spies = [
      vi
        .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
        .mockImplementation(() => box.scrollHeight),
      vi
        .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
        .mockImplementation(() => box.clientHeight),
    ];
    try {
      render(<TipPopup tip={{ ...baseTip, buttonType: 2 }} open onConfirm={() => undefined} />);
      const content = screen.getByTestId('tip-popup');
      expect(button().disabled).toBe(true);
      expect(button().textContent).toBe('Please scroll to the bottom to finish reading');

      content.scrollTop = 500;
      fireEvent.scroll(content);
      expect(button().disabled).toBe(true);

      content.scrollTop = 560;
      fireEvent.scroll(content);
      expect(button().disabled).toBe(false);
      expect(button().textContent).toBe('I know');
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });
});
