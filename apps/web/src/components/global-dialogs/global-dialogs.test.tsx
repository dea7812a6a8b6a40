import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { GlobalDialogs } from './global-dialogs.tsx';

const renderDialogs = () =>
  render(
    <App>
      <GlobalDialogs />
    </App>,
  );
const confirmButton = () => screen.getByTestId<HTMLButtonElement>('modal-confirm');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => useDialogStore.setState({ loadingCount: 0, toast: null, modal: null }));
  vi.useRealTimers();
});

describe('GlobalDialogs', () => {
  it("renders the modal with the default captions and reports the user's answer", () => {
    const callback = vi.fn();
    renderDialogs();
    act(() =>
      useDialogStore.getState().showModal({ content: 'Cancel this appointment?', callback }),
    );
    expect(screen.getByText('Warm reminder')).toBeTruthy();
    expect(screen.getByText('Cancel this appointment?')).toBeTruthy();
    expect(screen.getByTestId('modal-cancel').textContent).toBe('Cancel');
    expect(confirmButton().textContent).toBe('Confirm');
    fireEvent.click(screen.getByTestId('modal-cancel'));
    expect(callback).toHaveBeenCalledWith(false);
  });

  it('shows the countdown on the confirm button and confirms by itself when asked to', () => {
    const callback = vi.fn();
    renderDialogs();
    act(() =>
      useDialogStore
        .getState()
        .showModal({ content: 'Paying now', countdown: 3, autoConfirm: true, callback }),
    );
    expect(confirmButton().textContent).toBe('Confirm (3s)');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(confirmButton().textContent).toBe('Confirm (1s)');
    expect(callback).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(callback).toHaveBeenCalledExactlyOnceWith(true);
    expect(useDialogStore.getState().modal).toBeNull();
  });

  it('without auto-confirm, keeps confirm locked until the countdown ends', () => {
    const callback = vi.fn();
    renderDialogs();
    act(() =>
      useDialogStore.getState().showModal({ content: 'Read the rules', countdown: 2, callback }),
    );
    expect(confirmButton().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(confirmButton().disabled).toBe(false);
    expect(callback).not.toHaveBeenCalled();
    fireEvent.click(confirmButton());
    expect(callback).toHaveBeenCalledWith(true);
  });

  it('shows a toast and calls its success callback once it has been shown for its duration', async () => {
    const onSuccess = vi.fn();
    renderDialogs();
    act(() =>
      useDialogStore
        .getState()
        .showToast({ caption: 'Payment succeeded', mode: 'success', onSuccess }),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Payment succeeded')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(useDialogStore.getState().toast).toBeNull();
  });
});
