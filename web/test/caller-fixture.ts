import type { MockLink } from '@apollo/client/testing';
import { labelNumber } from '@bingo/core';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import type { ActiveGame } from '../src/game/caller/ActiveGameGate';
import {
  CheckWinnerDocument,
  EndGameDocument,
  GameClockDocument,
  GameEventsDocument,
  PauseGameDocument,
  PlayGameDocument,
} from '../src/game/caller/operations';
import { DisplaySettingsDocument } from '../src/game/room-display/operations';
import { ChosenVoicePackDocument } from '../src/game/voices/voice-pack.operations';

/**
 * A regular game for the caller's component tests: cards 7 and 12 play; seven calls are out
 * (B1 I16 N31 G46 O61 B2 I17), so card 7's top row (B1 I16 N31 G46 O61) is complete; paused.
 */
export const CALLS = [1, 16, 31, 46, 61, 2, 17];
const LABELS = CALLS.map(labelNumber);
const SERVER_TIME = '2026-01-10T08:00:00.000Z';

export const CARD_7 = {
  paletteNumber: 7,
  numbers: {
    B: [1, 2, 3, 4, 5],
    I: [16, 17, 18, 19, 20],
    N: [31, 32, null, 34, 35],
    G: [46, 47, 48, 49, 50],
    O: [61, 62, 63, 64, 65],
  },
};

export function activeGame(extra: Partial<ActiveGame> = {}): ActiveGame {
  return {
    __typename: 'Game',
    gameId: 'g1',
    gameType: 'regular',
    status: 'ACTIVE',
    callSpeed: 4000,
    calledNumbers: LABELS,
    callsRevealed: LABELS.length,
    paused: true,
    nextCallAt: null,
    serverTime: SERVER_TIME,
    commitment: 'ab12cd34ef56'.padEnd(64, '0'),
    seed: null,
    multiplier: null,
    commissionRate: 0.2,
    cardPaletteNumbers: [7, 12],
    winningPatterns: ['any'],
    houseCardCount: 0,
    houseWin: null,
    winningCard: null,
    winningCalls: null,
    wonAtCall: null,
    isJackpotGame: false,
    bettingAmount: 1000,
    totalStakes: 2000,
    stakes: [1000, 1000],
    payoutToWinner: 1600,
    baseAmount: null,
    totalBonusAmount: 0,
    freeAmount: 0,
    jackpotPool: 0,
    playingCards: [],
    claims: [],
    ...extra,
  } as ActiveGame;
}

/**
 * The game's clock as the server answers it (the GameClockFields fragment). A later `serverTime`
 * wins over an earlier answer (the screen keeps the newest), as after Play or Pause.
 */
export function clockAnswer(paused: boolean, serverTime = SERVER_TIME) {
  return {
    __typename: 'Game' as const,
    gameId: 'g1',
    status: 'ACTIVE',
    calledNumbers: LABELS,
    callsRevealed: LABELS.length,
    paused,
    nextCallAt: paused ? null : new Date(Date.parse(serverTime) + 4000).toISOString(),
    serverTime,
    houseWin: null,
    winningCard: null,
    winningCalls: null,
  };
}

/** Card 7 judged by the server on the seven calls: a winner of the top row, 16 Birr. */
export const CARD_7_WINS = {
  __typename: 'WinnerCheck',
  gameId: 'g1',
  cardNumber: 7,
  isWinner: true,
  locked: false,
  payout: 1600,
  prefixLength: 7,
  winnersOnCall: 1,
  card: {
    __typename: 'Card',
    paletteNumber: 7,
    numbers: { __typename: 'CardNumbers', ...CARD_7.numbers },
  },
  results: [
    {
      __typename: 'PatternCheckResult',
      pattern: 'any',
      isWinner: true,
      cells: [0, 1, 2, 3, 4],
      completedAtCall: 5,
      lastCalledNumber: 'O61',
    },
  ],
};

/** What every caller screen asks when it opens: display settings, the hall's voice pack, the clock, the events. */
export function openingMocks({ paused = true } = {}): MockLink.MockedResponse[] {
  return [
    {
      request: { query: DisplaySettingsDocument },
      result: {
        data: { displaySettings: { __typename: 'DisplaySettings', voiceOnDisplay: false, voice: 'none' } },
      },
    },
    { request: { query: ChosenVoicePackDocument }, result: { data: { chosenVoicePack: null } } },
    {
      request: { query: GameClockDocument, variables: { gameId: 'g1' } },
      result: { data: { game: clockAnswer(paused) } },
    },
    // The socket stays open and pushes nothing: the clock is the answers' alone.
    { request: { query: GameEventsDocument, variables: { gameId: 'g1' } }, delay: Infinity },
  ];
}

/** A mutation's answer that records the variables it was asked with. */
export function answered<T>(data: T) {
  return vi.fn((_variables: Record<string, unknown>) => ({ data }));
}
type Answer = ReturnType<typeof answered>;
const mocked = (query: DocumentNode, variables: Record<string, unknown>, answer: Answer): MockLink.MockedResponse => ({
  request: { query, variables },
  result: answer as MockLink.MockedResponse['result'],
});

/** The caller's mutations, each answered by `answer` (the server's reply) when asked for game g1. */
export const mutations = {
  play: (answer: Answer) => mocked(PlayGameDocument, { gameId: 'g1' }, answer),
  pause: (answer: Answer) => mocked(PauseGameDocument, { gameId: 'g1' }, answer),
  end: (answer: Answer) => mocked(EndGameDocument, { gameId: 'g1' }, answer),
  check: (cardNumber: number, answer: Answer) =>
    mocked(CheckWinnerDocument, { input: { gameId: 'g1', cardNumber, calledNumbers: LABELS } }, answer),
};
