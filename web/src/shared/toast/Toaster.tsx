import { Notification, Portal, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore, type ToastKind } from './toast-store';

const COLOR: Record<ToastKind, string> = { error: 'red', success: 'green', info: 'blue' };

/** The toast container, top-right. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <Portal>
      <Stack gap="xs" pos="fixed" top={16} right={16} w={340} style={{ zIndex: 1000 }} aria-live="polite">
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            color={COLOR[toast.kind]}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            onClose={() => dismissToast(toast.id)}
            withBorder
          >
            {toast.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
