import { BALL_COUNT, parseCalledNumber, type VoicePackEvent } from '@bingo/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import type { Voice } from '../voices/voice-speed';
import { useVoice } from '../voices/useVoice';
import { useChosenPackBase } from '../voices/voice-pack.operations';
import { useLiveStatus } from '../../shared/live/live-status';
import { useEventPhrasesSwitch } from '../voices/event-phrases';
import { type ClockAnswer, clockView, COUNTDOWN_TICK_MS, countdownSeconds, newerClock } from './call-clock';
import { getFragmentData } from '../../gql';
import { applyGameEvent } from './live-clock';
import { announceAutoPause, announceMissedClaim } from './missed-claim-notice';
import { GameClockFragment, useGameClock, useGameEvents, usePauseGame, usePlayGame } from './operations';

/** What the call loop needs of a game from activeGame (both caller screens). */
export interface CallLoopGame extends ClockAnswer {
  gameId: string;
  callSpeed: number;
  houseWin?: boolean | null;
  winningCard?: number | null;
  winningCalls?: number | null;
}

/** The house's outcome as far as the server has revealed it. */
export interface RevealedHouse {
  houseWin: boolean | null;
  winningCard: number | null;
  winningCalls: number | null;
}

/**
 * The caller's loop, shared by the regular and the multiplier caller. The server is the clock and
 * pushes the game's events (subscription gameEvents): each call when it is due, pause and resume,
 * the house win, the end. The screen shows them and says each new call; Play/Pause are server
 * calls. A reload or a reconnect starts with the calls so far, so it continues at the server's count.
 */
export function useCallLoop(game: CallLoopGame, voiceChoice: Voice) {
  const voice = useVoice(voiceChoice, useChosenPackBase());
  // The event phrases (game start, claim results, game over), said when the switch is on.
  const phrases = useEventPhrasesSwitch();
  const say = (event: VoicePackEvent) => {
    if (phrases.on) voice.say(event);
  };
  const [clock, setClock] = useState(() => clockView(game, Date.now()));
  const [house, setHouse] = useState<RevealedHouse>({
    houseWin: game.houseWin ?? null,
    winningCard: game.winningCard ?? null,
    winningCalls: game.winningCalls ?? null,
  });
  // Read once, and again when an event changes what only the game record says (the house's outcome).
  const { data, refetch } = useGameClock(game.gameId);
  const [playGame] = usePlayGame();
  const [pauseGame] = usePauseGame();
  const [switching, setSwitching] = useState(false);
  // Ended on another screen of the host (or this one): the subscription's ENDED, or the record says so.
  const [ended, setEnded] = useState(false);

  const follow = (answer: (ClockAnswer & Partial<RevealedHouse>) | null | undefined) => {
    if (!answer) return;
    setClock((c) => newerClock(c, clockView(answer, Date.now())));
    if (answer.houseWin !== undefined)
      setHouse({
        houseWin: answer.houseWin ?? null,
        winningCard: answer.winningCard ?? null,
        winningCalls: answer.winningCalls ?? null,
      });
  };

  useEffect(() => {
    const answer = data?.game ? getFragmentData(GameClockFragment, data.game) : null;
    follow(answer);
    if (answer?.status === 'ENDED') setEnded(true);
  }, [data]);

  useGameEvents(game.gameId, (event) => {
    setClock((c) => applyGameEvent(c, event));
    if (event.kind === 'ENDED') setEnded(true);
    announceMissedClaim(event);
    announceAutoPause(event);
    if (event.kind === 'HOUSE_WIN' || event.kind === 'ENDED' || (event.kind === 'CLAIM' && event.claim?.isWinner))
      void refetch().catch(() => undefined);
  });

  const shown = clock.callsRevealed;
  const labels = clock.calledNumbers;
  const numbers = useMemo(() => labels.map((label) => parseCalledNumber(label)), [labels]);
  const running = !clock.paused;
  // The socket is down: no call can arrive, so nothing is counted down (the server holds the clock
  // and the reconnect brings every call made meanwhile). docs/screens.md#installable-app.
  const reconnecting = useLiveStatus() === 'reconnecting';

  // Say each newly revealed call once (not the calls already out when the screen opened).
  const spoken = useRef(game.callsRevealed);
  useEffect(() => {
    if (shown > spoken.current) {
      const n = numbers[shown - 1];
      if (n !== undefined) voice.play(n);
    }
    spoken.current = Math.max(spoken.current, shown);
    // Only a new call speaks; voice.play reads the loaded set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || reconnecting) return;
    const tick = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(tick);
  }, [running, reconnecting]);

  /** Play or pause on the server; the answer is the clock from then on. */
  async function setUserPaused(next: boolean | ((paused: boolean) => boolean)) {
    const pause = typeof next === 'function' ? next(clock.paused) : next;
    if (pause === clock.paused || switching) return;
    setSwitching(true);
    try {
      const variables = { gameId: game.gameId };
      const answer = pause
        ? (await pauseGame({ variables })).data?.pauseGame
        : (await playGame({ variables })).data?.playGame;
      follow(answer ? getFragmentData(GameClockFragment, answer) : null);
      if (answer && !pause && clock.callsRevealed === 0) say('game-start');
    } catch (e) {
      showToast('error', errorMessage(e));
    } finally {
      setSwitching(false);
    }
  }

  const countdown = countdownSeconds(clock, now, game.callSpeed);
  return {
    numbers,
    labels,
    total: BALL_COUNT,
    shown,
    voice,
    phrases,
    say,
    userPaused: clock.paused,
    setUserPaused,
    switching,
    running,
    reconnecting,
    countdown,
    house,
    ended,
  };
}

export type CallLoop = ReturnType<typeof useCallLoop>;
