import { parseCalledNumber } from '@bingo/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../errors';
import type { Voice } from '../voices/voice-speed';
import { useVoice } from '../voices/useVoice';
import { COUNTDOWN_TICK_MS, callsDue, countdownSeconds, nextCallAt, startClock, type ClockAnchor } from './call-clock';
import { useUpdateGameProgress } from './operations';

/** What the call loop needs of a game from activeGame (both caller screens). */
export interface CallLoopGame {
  gameId: string;
  callSpeed: number;
  calledNumbers: readonly string[];
  callsRevealed: number;
  paused: boolean;
}

/**
 * The caller's loop, shared by the regular and the multiplier caller: calls on a drift-free clock,
 * says each call, and saves progress to the server so a reload or a second screen continues there.
 */
export function useCallLoop(game: CallLoopGame, voiceChoice: Voice) {
  const [updateProgress] = useUpdateGameProgress();
  const total = game.calledNumbers.length;
  const numbers = useMemo(() => game.calledNumbers.map((label) => parseCalledNumber(label)), [game.calledNumbers]);
  const voice = useVoice(voiceChoice);

  const [shown, setShown] = useState(Math.min(game.callsRevealed, total));
  // Starts paused; a game the operator had paused stays paused after a reload.
  const [userPaused, setUserPaused] = useState(game.paused && game.callsRevealed > 0);
  const running = !userPaused && voice.ready && shown < total;
  const anchor = useRef<ClockAnchor | null>(null);
  const [now, setNow] = useState(() => performance.now());

  // Drift-free scheduling: every tick asks the clock which call is due now.
  useEffect(() => {
    if (!running) {
      anchor.current = null;
      return;
    }
    const clock = startClock(performance.now(), shown, game.callSpeed, total);
    anchor.current = clock;
    setNow(performance.now());
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = performance.now();
      setShown((s) => Math.max(s, callsDue(clock, t)));
      const next = nextCallAt(clock, t);
      if (next !== null) timer = setTimeout(tick, Math.max(0, next - t) + 1);
    };
    timer = setTimeout(tick, game.callSpeed);
    const countdown = setInterval(() => setNow(performance.now()), COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(countdown);
    };
    // the clock restarts only when running flips; `shown` is read at that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, game.callSpeed, total]);

  // Each new call: say it, and tell the server how far we got (a reload continues here).
  const saved = useRef({ shown: game.callsRevealed, paused: game.paused });
  useEffect(() => {
    const paused = !running;
    if (shown > saved.current.shown) {
      const n = numbers[shown - 1];
      if (n !== undefined) voice.play(n);
    }
    if (saved.current.shown === shown && saved.current.paused === paused) return;
    if (!voice.ready) return;
    saved.current = { shown, paused };
    updateProgress({ variables: { input: { gameId: game.gameId, callsRevealed: shown, paused } } }).catch(
      (e: unknown) => console.warn('progress not saved', errorMessage(e)),
    );
    // Saves when a call is shown or play flips; the mutation function and ids do not change mid-game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, running, voice.ready]);

  const countdown = anchor.current ? countdownSeconds(anchor.current, now) : Math.ceil(game.callSpeed / 1000);
  return { numbers, total, shown, voice, userPaused, setUserPaused, running, countdown };
}

export type CallLoop = ReturnType<typeof useCallLoop>;
