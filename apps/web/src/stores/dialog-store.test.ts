import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  MODAL_DEFAULTS,
  selectLoading,
  useDialogStore,
} from './dialog-store.ts';

afterEach(() => useDialogStore.setState({ loadingCount: 0, toast: null, modal: null }));

describe('dialog store', () => {
  it("applies the default captions: toast 2000 ms, modal 'Warm reminder' / 'confirm' / 'cancel', no countdown", () => {
    useDialogStore.getState().showToast({ caption: 'Saved' });
    expect(useDialogStore.getState().toast).toMatchObject({
      caption: 'Saved',
      mode: 'info',
      durationMs: 2000,
    });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(2000);

    useDialogStore.getState().showModal({ content: 'Delete this record?' });
    expect(useDialogStore.getState().modal).toMatchObject({
      content: 'Delete this record?',
      title: 'ui.warmReminder',
      confirmText: 'ui.confirm',
      cancelText: 'ui.cancel',
      showCancel: true,
      countdown: 0,
      autoConfirm: false,
    });
    expect(MODAL_DEFAULTS.title).toBe('ui.warmReminder');
  });

  it('lets a caller override the defaults', () => {
    useDialogStore.getState().showToast({ caption: 'Failed', mode: 'error', durationMs: 5000 });
    expect(useDialogStore.getState().toast).toMatchObject({ mode: 'error', durationMs: 5000 });
    useDialogStore.getState().showModal({
      content: 'x',
      title: 'Pay now',
      countdown: 5,
      autoConfirm: true,
      showCancel: false,
    });
    expect(useDialogStore.getState().modal).toMatchObject({
      title: 'Pay now',
      countdown: 5,
      autoConfirm: true,
      showCancel: false,
    });
  });

  it('passes the confirm flag to the modal callback and closes it', () => {
    const callback = vi.fn();
    useDialogStore.getState().showModal({ content: 'x', callback });
    useDialogStore.getState().closeModal(false);
    expect(callback).toHaveBeenCalledWith(false);
    expect(useDialogStore.getState().modal).toBeNull();
  });

  it('keeps the loading flag on until every task that raised it has finished', () => {
    const { showLoading, hideLoading } = useDialogStore.getState();
    expect(selectLoading(useDialogStore.getState())).toBe(false);
    showLoading();
    showLoading();
    hideLoading();
    expect(selectLoading(useDialogStore.getState())).toBe(true);
    hideLoading();
    hideLoading();
    expect(selectLoading(useDialogStore.getState())).toBe(false);
    expect(useDialogStore.getState().loadingCount).toBe(0);
  });

  it('clears a toast only by its own id', () => {
    useDialogStore.getState().showToast({ caption: 'first' });
    const first = useDialogStore.getState().toast!.id;
    useDialogStore.getState().showToast({ caption: 'second' });
    useDialogStore.getState().clearToast(first);
    expect(useDialogStore.getState().toast?.caption).toBe('second');
  });
});
