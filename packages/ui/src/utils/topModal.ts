// The modal dialogs open right now, newest last. A modal <dialog> makes everything outside it inert, toasts included:
// the Toaster renders into the newest one while there is one, so its messages stay visible, announced and closable.

const modals: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function pushModal(element: HTMLElement): () => void {
  modals.push(element);
  notify();
  return () => {
    const index = modals.indexOf(element);
    if (index >= 0) modals.splice(index, 1);
    notify();
  };
}

export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const topModal = (): HTMLElement | null => modals[modals.length - 1] ?? null;
