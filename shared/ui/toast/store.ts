// The toast queue of spec section 9: at most TOAST.limit shown, each closing itself after
// TOAST.durationMs. A dismissed toast stays in the list, closed, until removeDelayMs has passed or a
// newer toast pushes it out. One store per page, shared by every island on it.
import { TOAST } from "../../constants.ts";

type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  id: number;
  variant: ToastVariant;
  open: boolean;
}

interface ToastTiming {
  limit: number;
  durationMs: number;
  removeDelayMs: number;
}

export function createToastStore(timing: ToastTiming = TOAST) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function publish(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function schedule(id: number, delayMs: number, action: (id: number) => void) {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => action(id), delayMs),
    );
  }

  function remove(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    publish(toasts.filter((toast) => toast.id !== id));
  }

  function dismiss(id: number) {
    if (!toasts.some((toast) => toast.id === id && toast.open)) return;
    publish(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    schedule(id, timing.removeDelayMs, remove);
  }

  function show(input: ToastInput): number {
    const toast: Toast = { ...input, variant: input.variant ?? "default", id: nextId++, open: true };
    const kept = [toast, ...toasts].slice(0, timing.limit);
    for (const dropped of toasts.filter((old) => !kept.includes(old))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    publish(kept);
    schedule(toast.id, timing.durationMs, dismiss);
    return toast.id;
  }

  return {
    show,
    dismiss,
    getSnapshot: (): readonly Toast[] => toasts,
    // an arrow function: useSyncExternalStore calls it detached from the store
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

/** Shows a toast on the page's notification area. */
export const toast = (input: ToastInput) => toastStore.show(input);
