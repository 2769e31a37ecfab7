import { createStore } from './create-store';

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text. */
  message: string;
}

/** Toasts last 4000 ms and only one shows at a time: a new toast replaces the current one. */
export const TOAST_TIMEOUT_MS = 4000;

export const toastStore = createStore<Toast | null>(null);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string, kind: ToastKind = 'error'): void {
  const toast = { id: nextId++, kind, message };
  toastStore.set(toast);
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(toast.id), TOAST_TIMEOUT_MS);
}

export function dismissToast(id: number): void {
  toastStore.set((current) => (current?.id === id ? null : current));
}
