import type { ReactNode } from 'react';

// A tiny framework-free store: toasts can be raised from anywhere (a mutation callback, a fetch wrapper) without a
// React context, and <Toaster> subscribes with useSyncExternalStore. No timers here: the rendered toast owns its clock.

export type ToastType = 'success' | 'error' | 'loading' | 'info';

export interface ToastOptions {
  id?: string;
  description?: ReactNode;
  /** Milliseconds before it closes itself; loading toasts never do (update or dismiss them). */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  type: ToastType;
  title: ReactNode;
  description?: ReactNode;
  duration?: number;
}

type Listener = () => void;

export interface Toaster {
  show(type: ToastType, title: ReactNode, options?: ToastOptions): string;
  success(title: ReactNode, options?: ToastOptions): string;
  error(title: ReactNode, options?: ToastOptions): string;
  info(title: ReactNode, options?: ToastOptions): string;
  loading(title: ReactNode, options?: ToastOptions): string;
  /** Replace a toast in place, for example a loading toast that became a success. */
  update(id: string, patch: Partial<Omit<ToastRecord, 'id'>>): void;
  dismiss(id?: string): void;
  getSnapshot(): readonly ToastRecord[];
  subscribe(listener: Listener): () => void;
}

export function createToaster(): Toaster {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  const show: Toaster['show'] = (type, title, options = {}) => {
    const id = options.id ?? `od-toast-${++counter}`;
    const record: ToastRecord = { id, type, title, description: options.description, duration: options.duration };
    const exists = toasts.some((t) => t.id === id);
    toasts = exists ? toasts.map((t) => (t.id === id ? record : t)) : [...toasts, record];
    emit();
    return id;
  };

  return {
    show,
    success: (title, options) => show('success', title, options),
    error: (title, options) => show('error', title, options),
    info: (title, options) => show('info', title, options),
    loading: (title, options) => show('loading', title, options),
    update(id, patch) {
      if (!toasts.some((t) => t.id === id)) return;
      toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
      emit();
    },
    dismiss(id) {
      const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The default toaster that <Toaster /> shows when none is passed. */
export const toast = createToaster();
