import { notifications, type NotificationData } from '@mantine/notifications';

type NotificationPosition = NonNullable<NotificationData['position']>;

/**
 * Toasts through Mantine's notifications (<Notifications /> is mounted once by the app shell):
 * errors 4000 ms, success 2000 ms (docs/screens.md#everywhere), at most 20 on screen, the rest queued.
 * A plain function, so hooks and services can raise toasts too.
 */
export type ToastKind = 'error' | 'success' | 'info';

export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 4000, success: 2000, info: 3000 };
export const MAX_TOASTS = 20;
/** Where toasts appear unless a screen asks otherwise (the caller screen: top-center). */
export const TOAST_POSITION: NotificationPosition = 'top-right';

const COLOR: Record<ToastKind, string> = { error: 'red', success: 'green', info: 'blue' };

export interface ToastOptions {
  durationMs?: number;
  position?: NotificationPosition;
}

/** A screen's own place for toasts while it is open (the caller: top-center); undefined: the app's. */
let screenPosition: NotificationPosition | undefined;

/** Sets (or, with undefined, clears) the open screen's toast position; returns the one it replaced. */
export function setScreenToastPosition(position: NotificationPosition | undefined): NotificationPosition | undefined {
  const before = screenPosition;
  screenPosition = position;
  return before;
}

/** Shows a toast that closes by itself; returns its id. */
export function showToast(
  kind: ToastKind,
  message: string,
  { durationMs = TOAST_DURATION_MS[kind], position = screenPosition }: ToastOptions = {},
): string {
  return notifications.show({
    message,
    color: COLOR[kind],
    autoClose: durationMs,
    position,
    withBorder: true,
    role: kind === 'error' ? 'alert' : 'status',
    'data-testid': 'toast',
  });
}

export function dismissToast(id: string): void {
  notifications.hide(id);
}
