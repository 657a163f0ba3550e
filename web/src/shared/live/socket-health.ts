import { retryDelayMs } from './live-status';

/**
 * Noticing a dropped socket soon, and coming back soon (docs/screens.md#installable-app). A hall's
 * network often drops without closing the socket (a Wi-Fi or uplink gone): the browser learns it
 * minutes later. So the client pings every PING_EVERY_MS and drops a socket that does not answer
 * within PONG_WITHIN_MS, and drops it at once when the browser says it went offline; then the
 * caller shows "reconnecting" and counts nothing down (the server holds the clock).
 */
export const PING_EVERY_MS = 10_000;
export const PONG_WITHIN_MS = 5_000;

export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Waits before the nth retry (retryDelayMs), cut short when the network comes back: then within a
 * random second, so a hall's screens do not all reconnect in the same instant.
 */
export function waitToRetry(
  retries: number,
  net: NetworkEvents = window,
  random: () => number = Math.random,
): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, retryDelayMs(retries, random));
    function done() {
      clearTimeout(timer);
      net.removeEventListener('online', back);
      resolve();
    }
    function back() {
      clearTimeout(timer);
      timer = setTimeout(done, Math.round(random() * 1000));
    }
    net.addEventListener('online', back);
  });
}

/**
 * Watches an open socket: `ping(sent)` arms a timer that calls `drop` unless `pong` comes first;
 * going offline drops at once. `stop` when the socket closes.
 */
export function socketWatch(drop: () => void, net: NetworkEvents = window) {
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const offline = () => drop();
  net.addEventListener('offline', offline);
  return {
    ping() {
      clearTimeout(pongTimer);
      pongTimer = setTimeout(drop, PONG_WITHIN_MS);
    },
    pong() {
      clearTimeout(pongTimer);
    },
    stop() {
      clearTimeout(pongTimer);
      net.removeEventListener('offline', offline);
    },
  };
}
