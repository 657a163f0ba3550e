import { useEffect } from 'react';
import { i18n } from '../i18n';
import { liveStatus, subscribeLiveStatus } from '../live/live-status';
import { showToast } from '../toast/show-toast';
import { fetchCurrentTime, syncServerClock } from './server-clock';
import '../i18n/time.i18n';

/**
 * Mounted once by the app: syncs the server clock at start, when the browser comes back
 * online, and when the live socket is back after a drop (docs/screens.md#server-time).
 */
export function ClockSync() {
  useEffect(() => {
    const sync = () =>
      void syncServerClock({
        fetchCurrent: fetchCurrentTime,
        onFailure: () => showToast('error', i18n.t('time.syncFailed')),
      });
    sync();
    let last = liveStatus();
    const stopLive = subscribeLiveStatus(() => {
      const next = liveStatus();
      if (last === 'reconnecting' && next === 'online') sync();
      last = next;
    });
    window.addEventListener('online', sync);
    return () => {
      stopLive();
      window.removeEventListener('online', sync);
    };
  }, []);
  return null;
}
