import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckWinnerMutation } from '../../gql/graphql';
import { errorCode, errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import { ALREADY_CHECKED, CARD_LOCKED, NOT_A_PLAYER, type VoicePackEvent } from '@bingo/core';
import { precheckCard } from './check-rules';
import { useCheckWinner } from './operations';
import { celebrate, playLose, playWin } from './sounds';

export type Check = CheckWinnerMutation['checkWinner'];
export interface CheckedCard {
  check: Check;
  /** The calls the card was judged on. */
  prefix: number[];
}

interface CheckableGame {
  gameId: string;
  cardPaletteNumbers: readonly number[];
  claims: readonly { cardNumber: number; result: string; prefixLength: number }[];
}

/** A winning card as judged by the server, in the order it was checked. */
export interface Winner {
  cardNumber: number;
  /** The call it won on: only winners on the same call share the pot (docs/games-and-money.md#payouts). */
  call: number;
}

/**
 * Checking claimed cards (both caller screens): refused locally when the card is not a player, locked
 * or already checked; otherwise judged by the server on the calls revealed when it receives the
 * claim, never more than this screen shows (the calls shown are sent). Only while paused.
 * `say` speaks the result's event phrase (winner, not a winner, card locked, not registered).
 */
export function useCardCheck(
  game: CheckableGame,
  labels: readonly string[],
  numbers: readonly number[],
  shown: number,
  paused: boolean,
  say: (event: VoicePackEvent) => void = () => {},
) {
  const { t } = useTranslation();
  const [checkWinner, { loading: checking }] = useCheckWinner();
  const [cardInput, setCardInput] = useState('');
  const [checked, setChecked] = useState<CheckedCard[]>([]);
  const [resultsOpen, setResultsOpen] = useState(false);
  // Every winner of the game so far (a reload starts from the recorded claims), kept after Close.
  const [winners, setWinners] = useState<Winner[]>(() =>
    game.claims.filter((c) => c.result === 'WON').map((c) => ({ cardNumber: c.cardNumber, call: c.prefixLength })),
  );
  const judged = useRef(
    new Map<number, 'WON' | 'LOST'>(game.claims.map((c) => [c.cardNumber, c.result === 'WON' ? 'WON' : 'LOST'])),
  );
  const canCheck = paused && !checking && cardInput !== '';

  async function onCheck() {
    if (!canCheck) return;
    const cardNumber = Number(cardInput);
    const problem = precheckCard(
      cardNumber,
      game.cardPaletteNumbers,
      judged.current,
      checked.map((c) => c.check.cardNumber),
    );
    if (problem) {
      const phrase = problemPhrase(problem);
      if (phrase) say(phrase);
      showToast('error', t(`checkErrors.${problemKey(problem)}`));
      return;
    }
    const prefix = numbers.slice(0, shown);
    try {
      const { data } = await checkWinner({
        variables: { input: { gameId: game.gameId, cardNumber, calledNumbers: labels.slice(0, shown) } },
      });
      if (!data) throw new Error('no answer');
      const check = data.checkWinner;
      judged.current.set(cardNumber, check.isWinner ? 'WON' : 'LOST');
      setChecked((list) => [...list, { check, prefix }]);
      if (check.isWinner) setWinners((list) => [...list, { cardNumber, call: check.prefixLength }]);
      setResultsOpen(true);
      setCardInput('');
      say(check.isWinner ? 'winner' : 'not-winner');
      if (check.isWinner) {
        playWin();
        celebrate();
      } else playLose();
    } catch (error) {
      // The server's message when it answered with a code; else (no answer, no code) the generic text.
      showToast('error', errorCode(error) ? errorMessage(error) : t('checkErrors.generic'));
    }
  }

  function closeResults() {
    setResultsOpen(false);
    setChecked([]);
  }

  return { cardInput, setCardInput, checked, winners, resultsOpen, closeResults, onCheck, canCheck, checking };
}

export type CardCheck = ReturnType<typeof useCardCheck>;

function problemPhrase(problem: string): VoicePackEvent | null {
  if (problem === CARD_LOCKED) return 'card-locked';
  if (problem === NOT_A_PLAYER) return 'not-registered';
  return null;
}

function problemKey(problem: string): string {
  if (problem === ALREADY_CHECKED) return 'alreadyChecked';
  if (problem === CARD_LOCKED) return 'locked';
  if (problem === NOT_A_PLAYER) return 'notAPlayer';
  return 'generic';
}
