/**
 * The caller follows the server's clock (docs/fairness.md#nothing-early): the server answers the
 * calls revealed, whether it runs, when the next call is due and its own time. The screen never
 * counts calls itself; it only shows what the latest answer says and counts down to nextCallAt.
 */
export interface ClockView {
  calledNumbers: readonly string[];
  callsRevealed: number;
  paused: boolean;
  /** Epoch ms of the next call, or null. */
  nextCallAt: number | null;
  /** The server's clock minus this screen's when the answer arrived (ms). */
  offsetMs: number;
  /** The server's time of the answer (epoch ms), to keep only the newest answer. */
  serverTime: number;
}

export interface ClockAnswer {
  calledNumbers: readonly string[];
  callsRevealed: number;
  paused: boolean;
  nextCallAt?: unknown;
  serverTime?: unknown;
}

const epoch = (v: unknown): number | null =>
  typeof v === 'string' || v instanceof Date ? new Date(v).getTime() : null;

export function clockView(answer: ClockAnswer, receivedAt: number): ClockView {
  const serverTime = epoch(answer.serverTime) ?? receivedAt;
  return {
    calledNumbers: answer.calledNumbers,
    callsRevealed: answer.callsRevealed,
    paused: answer.paused,
    nextCallAt: epoch(answer.nextCallAt),
    offsetMs: serverTime - receivedAt,
    serverTime,
  };
}

/** The newer of two answers (by the server's time): a late poll never rewinds the screen. */
export function newerClock(current: ClockView, incoming: ClockView): ClockView {
  return incoming.serverTime >= current.serverTime ? incoming : current;
}

/** Whole seconds until the next call on the server's clock; a full interval when paused. */
export function countdownSeconds(view: ClockView, localNow: number, callSpeedMs: number): number {
  if (view.paused || view.nextCallAt === null) return Math.ceil(callSpeedMs / 1000);
  return Math.max(0, Math.ceil((view.nextCallAt - (localNow + view.offsetMs)) / 1000));
}

/** Local ms until the next call is due (for a refetch then), or null. */
export function msUntilNextCall(view: ClockView, localNow: number): number | null {
  if (view.paused || view.nextCallAt === null) return null;
  return Math.max(0, view.nextCallAt - (localNow + view.offsetMs));
}

/** The countdown's refresh tick (docs/screens.md#caller-rules). */
export const COUNTDOWN_TICK_MS = 800;
