import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, setScreenToastPosition, showToast } from './show-toast';

afterEach(() => cleanNotifications());

describe('showToast', () => {
  it('shows an error as an alert for 4 s and a success as a status for 2 s, with the test id', () => {
    showToast('error', 'Insufficient balance');
    showToast('success', 'Saved');
    const [error, success] = notificationsStore.getState().notifications;
    expect(error).toMatchObject({
      message: 'Insufficient balance',
      color: 'red',
      autoClose: 4000,
      role: 'alert',
      'data-testid': 'toast',
    });
    expect(success).toMatchObject({ message: 'Saved', color: 'green', autoClose: 2000, role: 'status' });
  });

  it('takes a duration and a position, and closes by id', () => {
    const id = showToast('error', 'Card locked', { durationMs: 3000, position: 'top-center' });
    expect(notificationsStore.getState().notifications[0]).toMatchObject({
      id,
      autoClose: 3000,
      position: 'top-center',
    });
    dismissToast(id);
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it("uses the open screen's position until the screen clears it; an explicit position still wins", () => {
    setScreenToastPosition('top-center');
    showToast('info', 'Paused');
    showToast('info', 'Here', { position: 'bottom-left' });
    setScreenToastPosition(undefined);
    showToast('info', 'Elsewhere');
    const [caller, explicit, other] = notificationsStore.getState().notifications;
    expect(caller).toMatchObject({ position: 'top-center' });
    expect(explicit).toMatchObject({ position: 'bottom-left' });
    expect(other?.position).toBeUndefined();
  });
});
