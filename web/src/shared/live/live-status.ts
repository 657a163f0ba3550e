import { useSyncExternalStore } from 'react';

/**
 * The state of the app's one WebSocket (GraphQL subscriptions): `idle` before anything
 * subscribed, `connecting` the first time, `online`, `reconnecting` while it is down and being
 * retried. Screens that live on pushed events show "reconnecting" from it.
 */
export type LiveStatus = 'idle' | 'connecting' | 'online' | 'reconnecting';

let status: LiveStatus = 'idle';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function liveStatus(): LiveStatus {
  return status;
}

/** Calls `listener` on every change of the status; returns the unsubscribe. */
export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, liveStatus);
}

/** Wait before the nth retry (from 0): doubling from 500 ms to 15 s, with jitter so a hall's screens do not all come back at once. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.min(retries, 10));
  return Math.round(base * (0.5 + random() / 2));
}
