import type { NotificationData } from '@mantine/notifications';
import { useEffect } from 'react';
import { setScreenToastPosition } from './show-toast';

/** Every toast raised while the calling screen is open appears at `position` (docs/screens.md#caller-rules). */
export function useScreenToastPosition(position: NonNullable<NotificationData['position']>): void {
  useEffect(() => {
    const before = setScreenToastPosition(position);
    return () => void setScreenToastPosition(before);
  }, [position]);
}
