import { addisDayKey } from '@bingo/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The hall's "now" is the server's clock, not the PC's (specification: the client syncs with
 * GET /current; docs/screens.md#server-time). The offset is measured once when the app starts
 * and again after a reconnect (the browser back online, the live socket back up); a failed
 * measurement keeps the last offset (the local clock at first) and says so once per failure.
 */
export interface ClockSample {
  /** Local clock when the request left, ms. */
  sentAt: number;
  /** Local clock when the answer came, ms. */
  receivedAt: number;
  /** The server's currentTime, ms. */
  serverTime: number;
}

/** Server minus local clock, assuming the answer was stamped halfway through the round trip. */
export function offsetOf({ sentAt, receivedAt, serverTime }: ClockSample): number {
  return Math.round(serverTime + (receivedAt - sentAt) / 2 - receivedAt);
}

export type ClockState = { offsetMs: number; synced: boolean };

let state: ClockState = { offsetMs: 0, synced: false };
const listeners = new Set<() => void>();

function publish(next: ClockState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function clockState(): ClockState {
  return state;
}

/** The server's current time as best known (the local clock until the first sync). */
export function serverNow(localNow = Date.now()): Date {
  return new Date(localNow + state.offsetMs);
}

export interface SyncDeps {
  /** Answers GET /current's currentTime (ISO). */
  fetchCurrent: () => Promise<string>;
  /** Called when the clock could not be synced ("Failed to sync time with server"). */
  onFailure: () => void;
  localNow?: () => number;
}

/** Measures the offset once; true when it worked. */
export async function syncServerClock({ fetchCurrent, onFailure, localNow = Date.now }: SyncDeps): Promise<boolean> {
  const sentAt = localNow();
  try {
    const serverTime = Date.parse(await fetchCurrent());
    if (Number.isNaN(serverTime)) throw new Error('GET /current answered no time');
    publish({ offsetMs: offsetOf({ sentAt, receivedAt: localNow(), serverTime }), synced: true });
    return true;
  } catch {
    onFailure();
    return false;
  }
}

/** GET /current over plain fetch: the clock needs no GraphQL client in the first download. */
export async function fetchCurrentTime(): Promise<string> {
  const res = await fetch('/current', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /current answered ${res.status}`);
  const body = (await res.json()) as { currentTime?: unknown };
  if (typeof body.currentTime !== 'string') throw new Error('GET /current answered no currentTime');
  return body.currentTime;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resets the measured offset (tests). */
export function resetServerClock(): void {
  publish({ offsetMs: 0, synced: false });
}

/**
 * The server's time, re-read every `tickMs` (a minute by default: screens use it for "today"
 * and for the next slots) and whenever the offset is measured again.
 */
export function useServerNow(tickMs = 60_000): Date {
  const { offsetMs } = useSyncExternalStore(subscribe, clockState, clockState);
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return new Date(local + offsetMs);
}

/** Today's Addis Ababa day (YYYY-MM-DD) by the server's clock. */
export function useServerToday(): string {
  return addisDayKey(useServerNow());
}
