import { create } from 'zustand';

/** Alert display time 2000 ms. */
export const DEFAULT_TOAST_DURATION_MS = 2000;

export type ToastMode = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  mode: ToastMode;
  caption: string;
  durationMs: number;
  /** Called when the toast has finished showing. */
  onSuccess?: () => void;
}

/** Texts are catalogue keys or literal text; the renderer passes them through t(). */
export interface ModalState {
  id: number;
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
  showCancel: boolean;
  /** Seconds shown on the confirm button; without autoConfirm the button stays locked until it reaches 0. */
  countdown: number;
  /** Confirm by itself when the countdown ends. */
  autoConfirm: boolean;
  callback?: (confirmed: boolean) => void;
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'caption'>> & { caption: string };
export type ModalInput = Partial<Omit<ModalState, 'id' | 'content'>> & { content: string };

/** Global dialogs: modal defaults 'Warm reminder', 'confirm', 'cancel'. */
export const MODAL_DEFAULTS: Omit<ModalState, 'id' | 'content'> = {
  title: 'ui.warmReminder',
  confirmText: 'ui.confirm',
  cancelText: 'ui.cancel',
  showCancel: true,
  countdown: 0,
  autoConfirm: false,
};

interface DialogStore {
  /** Number of running tasks that asked for the overlay; the flag is on while any runs. */
  loadingCount: number;
  toast: Toast | null;
  modal: ModalState | null;
  showLoading: () => void;
  hideLoading: () => void;
  showToast: (input: ToastInput) => void;
  clearToast: (id: number) => void;
  showModal: (input: ModalInput) => void;
  /** Closes the modal and tells its callback whether the user confirmed. */
  closeModal: (confirmed: boolean) => void;
}

let nextId = 1;

export const useDialogStore = create<DialogStore>()((set, get) => ({
  loadingCount: 0,
  toast: null,
  modal: null,
  showLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  hideLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  showToast: (input) =>
    set({ toast: { mode: 'info', durationMs: DEFAULT_TOAST_DURATION_MS, ...input, id: nextId++ } }),
  clearToast: (id) => set((s) => (s.toast?.id === id ? { toast: null } : s)),
  showModal: (input) => set({ modal: { ...MODAL_DEFAULTS, ...input, id: nextId++ } }),
  closeModal: (confirmed) => {
    const modal = get().modal;
    set({ modal: null });
    modal?.callback?.(confirmed);
  },
}));

export const selectLoading = (s: DialogStore) => s.loadingCount > 0;

/** Convenience for non-React code (features' mutation handlers). */
export const dialogs = {
  loading: <T>(task: Promise<T>): Promise<T> => {
    useDialogStore.getState().showLoading();
    return task.finally(() => useDialogStore.getState().hideLoading());
  },
  toast: (input: ToastInput) => useDialogStore.getState().showToast(input),
  modal: (input: ModalInput) => useDialogStore.getState().showModal(input),
};
