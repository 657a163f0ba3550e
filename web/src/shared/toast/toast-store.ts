/**
 * A small toast queue (seed 000 section 9: errors 4000 ms, success 2000 ms, at most 20 at
 * once). Kept outside React so links and services can raise toasts too.
 */
export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 4000, success: 2000, info: 3000 };
export const MAX_TOASTS = 20;

type Listener = () => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS[kind]): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }].slice(-MAX_TOASTS);
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
};
