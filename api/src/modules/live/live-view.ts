import { isPauseKind, labelNumber, readClock } from '@bingo/core';
import type { GameLiveState } from '../game';
import { GameEventKind, type GameEventView } from './live.types';

/** What the live feed knows of a game (the game module's answer). */
export type LiveGameState = GameLiveState;

export interface RevealedCall {
  index: number;
  number: string;
  at: number;
}

/** The game as screens may see it at one instant. */
export interface LiveView {
  gameId: string;
  /** Revealed calls, each with its due time (epoch ms). Shared between views of one state: read only. */
  calls: readonly RevealedCall[];
  running: boolean;
  /** When the running state last changed (the PLAY or PAUSE), for PAUSED / RESUMED. */
  runningSince: number;
  /** AUTO_PAUSE when the server paused the game (docs/fairness.md#no-calls-into-an-empty-room); else null. */
  pauseReason: 'AUTO_PAUSE' | null;
  houseWin: { at: number } | null;
  ended: { at: number; seed: string | null } | null;
  /** When the next call is due, or null. */
  nextCallAt: number | null;
}

/**
 * The moment call `index` (from 1) was due: when the clock's running time reached
 * (index − 1) × callSpeed (the first call at the first PLAY). Null while not reached.
 */
export function callDueAt(
  events: readonly { kind: string; at: number }[],
  callSpeedMs: number,
  index: number,
): number | null {
  const need = (index - 1) * callSpeedMs;
  let accumulated = 0;
  let since: number | null = null;
  for (const event of events) {
    if (event.kind === 'PLAY' && since === null) {
      since = event.at;
      if (accumulated >= need) return since;
    } else if ((event.kind === 'PAUSE' || event.kind === 'AUTO_PAUSE' || event.kind === 'END') && since !== null) {
      if (accumulated + (event.at - since) >= need) return since + (need - accumulated);
      accumulated += event.at - since;
      since = null;
    }
    if (event.kind === 'END') return null;
  }
  return since === null ? null : since + (need - accumulated);
}

/**
 * Calls already built for a state. A feed asks for a view of the same state at every tick of a
 * game (75 calls: building them all each time was quadratic); a revealed call's due time depends
 * only on the state's events before it, so it is built once per state and reused. A new state
 * (read again on PLAY, PAUSE, END, a win, a resync) starts afresh.
 */
const builtCalls = new WeakMap<LiveGameState, RevealedCall[]>();

function revealedCalls(state: LiveGameState, revealed: number, now: number): readonly RevealedCall[] {
  let calls = builtCalls.get(state);
  if (!calls) builtCalls.set(state, (calls = []));
  for (let index = calls.length + 1; index <= revealed; index++) {
    // A revealed call is due, so it has a due time (`now` only guards against a clock that disagrees).
    const at = callDueAt(state.events, state.callSpeedMs, index) ?? now;
    calls.push({ index, number: labelNumber(state.order[index - 1]!), at });
  }
  // A view at an earlier instant (the clock stepped back) sees only what was revealed by then.
  return calls.length === revealed ? calls : calls.slice(0, revealed);
}

/** The view of `state` at `now`: what the clock has revealed, nothing more. */
export function liveView(state: LiveGameState, now: number): LiveView {
  const clock = readClock(state.events, state.callSpeedMs, now, state.order.length);
  const calls = revealedCalls(state, clock.revealed, now);
  let runningSince = state.events[0]?.at ?? now;
  let running = false;
  let autoPaused = false;
  for (const event of state.events) {
    if (event.at > now) break;
    if (event.kind === 'PLAY' && !running) [running, runningSince] = [true, event.at];
    else if ((isPauseKind(event.kind) || event.kind === 'END') && running) {
      [running, runningSince] = [false, event.at];
      autoPaused = event.kind === 'AUTO_PAUSE';
    }
  }
  const end = state.ended ? state.events.find((e) => e.kind === 'END') : undefined;
  const houseWin =
    state.houseWinAtCall !== null && clock.revealed >= state.houseWinAtCall
      ? { at: calls[state.houseWinAtCall - 1]?.at ?? now }
      : null;
  return {
    gameId: state.gameId,
    calls,
    running: clock.running,
    runningSince,
    pauseReason: !clock.running && autoPaused ? 'AUTO_PAUSE' : null,
    houseWin,
    ended: state.ended ? { at: end?.at ?? now, seed: state.seed } : null,
    nextCallAt: clock.nextCallAt,
  };
}

/** What one screen has been told so far; `catchUp` and `sync` send only the difference. */
export interface Told {
  calls: number;
  running: boolean | null;
  houseWin: boolean;
  ended: boolean;
}

export const NOTHING_TOLD: Told = { calls: 0, running: null, houseWin: false, ended: false };

/**
 * The events that bring a screen from `told` to `view`, in the order they happened: calls up to
 * a pause, then PAUSED; RESUMED before the calls after it; HOUSE_WIN once its call is out; ENDED
 * last. A screen told nothing yet gets its catch-up: the calls so far, then the state (PAUSED or
 * RESUMED), the house win if out, the end if over.
 */
export function eventsSince(told: Told, view: LiveView): { events: GameEventView[]; told: Told } {
  const events: GameEventView[] = [];
  const gameId = view.gameId;
  let sent = told.calls;
  const pushCalls = (upTo: number) => {
    for (const call of view.calls.slice(sent, upTo)) {
      events.push({ kind: GameEventKind.CALL, gameId, at: new Date(call.at), index: call.index, number: call.number });
    }
    sent = Math.max(sent, upTo);
  };
  const ended = view.ended !== null;
  if (told.running !== null && told.running !== view.running && view.running) {
    // RESUMED: the calls before the resume first (those revealed before it), then the rest.
    pushCalls(view.calls.filter((c) => c.at < view.runningSince).length);
    events.push({ kind: GameEventKind.RESUMED, gameId, at: new Date(view.runningSince) });
    pushCalls(view.calls.length);
  } else {
    pushCalls(view.calls.length);
    const pausedNow = !view.running && !ended && (told.running === null || told.running);
    if (pausedNow)
      events.push({ kind: GameEventKind.PAUSED, gameId, at: new Date(view.runningSince), reason: view.pauseReason });
    // A new screen is told the state either way: running is RESUMED (since when it runs).
    if (told.running === null && view.running) {
      events.push({ kind: GameEventKind.RESUMED, gameId, at: new Date(view.runningSince) });
    }
  }
  if (view.houseWin && !told.houseWin)
    events.push({ kind: GameEventKind.HOUSE_WIN, gameId, at: new Date(view.houseWin.at) });
  if (view.ended && !told.ended) {
    events.push({ kind: GameEventKind.ENDED, gameId, at: new Date(view.ended.at), seed: view.ended.seed });
  }
  const nextCallAt = view.nextCallAt === null ? null : new Date(view.nextCallAt);
  for (const event of events) event.nextCallAt = nextCallAt;
  return {
    events,
    told: {
      calls: sent,
      running: view.running,
      houseWin: told.houseWin || view.houseWin !== null,
      ended: told.ended || ended,
    },
  };
}
