import {
  BASIS_POINTS,
  birrToSantim,
  MAX_GAME_CARDS,
  MIN_MULTIPLIER_CARDS,
  MULTIPLIER_CALL_SPEEDS,
  MULTIPLIER_STAKE_OPTIONS_BIRR,
  type PatternName,
} from '@bingo/core';

/** docs/screens.md#multiplier: the multiplier setup's choices. */
export const STAKE_OPTIONS: readonly number[] = MULTIPLIER_STAKE_OPTIONS_BIRR;
export const DEFAULT_STAKE = 10;
/** The call speeds the server accepts for multiplierBingo. */
export const MULTIPLIER_SPEEDS_MS = MULTIPLIER_CALL_SPEEDS;
/** Amharic Male and Amharic Female (voice sets "male" and "female"). */
export const MULTIPLIER_VOICES = ['male', 'female'] as const;
export type MultiplierVoice = (typeof MULTIPLIER_VOICES)[number];
/** All Common Patterns, Full House, L Shape, Both Diagonal Line. */
export const MULTIPLIER_PATTERNS = [
  'any',
  'fullCard',
  'lShape',
  'bothDiagonals',
] as const satisfies readonly PatternName[];
export type MultiplierPattern = (typeof MULTIPLIER_PATTERNS)[number];
export const MIN_CARDS = MIN_MULTIPLIER_CARDS;
export const CARD_COUNT = MAX_GAME_CARDS;

/** Card number → stake in Birr. Numeric keys keep the cards in ascending order. */
export type Stakes = Readonly<Record<number, number>>;

export const isStake = (v: unknown): v is number => typeof v === 'number' && STAKE_OPTIONS.includes(v);
export const isSpeed = (v: unknown): v is number =>
  typeof v === 'number' && (MULTIPLIER_SPEEDS_MS as readonly number[]).includes(v);
export const isMultiplierVoice = (v: unknown): v is MultiplierVoice =>
  typeof v === 'string' && (MULTIPLIER_VOICES as readonly string[]).includes(v);
export const isMultiplierPattern = (v: unknown): v is MultiplierPattern =>
  typeof v === 'string' && (MULTIPLIER_PATTERNS as readonly string[]).includes(v);

/** A click on the grid: the card joins with the default stake, or leaves. */
export function toggleCard(stakes: Stakes, card: number, defaultStake: number): Stakes {
  if (card in stakes) {
    const { [card]: _gone, ...rest } = stakes;
    return rest;
  }
  return { ...stakes, [card]: isStake(defaultStake) ? defaultStake : DEFAULT_STAKE };
}

/** One card's stake changed in the side list; anything but a listed stake changes nothing. */
export function setStake(stakes: Stakes, card: number, stake: number): Stakes {
  return card in stakes && isStake(stake) ? { ...stakes, [card]: stake } : stakes;
}

export function applyToAll(stakes: Stakes, stake: number): Stakes {
  if (!isStake(stake)) return stakes;
  return Object.fromEntries(Object.keys(stakes).map((k) => [k, stake]));
}

export const selectedCards = (stakes: Stakes): number[] => Object.keys(stakes).map(Number);
export const totalStake = (stakes: Stakes): number => Object.values(stakes).reduce((a, b) => a + b, 0);

/**
 * multiplier = N x (1 - r), exact in basis points as the server keeps it (core multiplierGame);
 * null when the commission rate is not known.
 */
export function multiplierBp(cardCount: number, commissionRate: number | null | undefined): number | null {
  if (commissionRate == null || cardCount < 1) return null;
  return cardCount * (BASIS_POINTS - Math.round(commissionRate * BASIS_POINTS));
}

/** What a card wins, in Birr: floor(stake in santim x multiplier) like the server, back in Birr. */
export function winningAmount(stakeBirr: number, bp: number | null): number | null {
  if (bp === null) return null;
  return Math.floor((stakeBirr * 100 * bp) / BASIS_POINTS) / 100;
}

/** The stored map (localStorage multiplierBettingAmounts): only cards 1-100 with listed stakes survive. */
export function parseStakes(stored: string | null): Stakes {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([k, v]) => /^\d{1,3}$/.test(k) && Number(k) >= 1 && Number(k) <= CARD_COUNT && isStake(v),
      ),
    );
  } catch {
    return {};
  }
}

export interface SetupState {
  speedMs: number | null;
  cardCount: number;
  submitting: boolean;
}

/** docs/screens.md#multiplier: Start needs a call speed, at least 2 cards, and no request running. */
export const canStart = (s: SetupState): boolean => s.speedMs !== null && s.cardCount >= MIN_CARDS && !s.submitting;

/** Why Start is disabled, as an i18n key; null when it is enabled (or busy). */
export function startBlockReason(s: SetupState): string | null {
  if (s.submitting) return null;
  if (s.speedMs === null) return 'multiplier.setup.hintSpeed';
  if (s.cardCount < MIN_CARDS) return 'multiplier.setup.hintCards';
  return null;
}

/** The startGame input: one stake per card (santim), in the cards' order. */
export function startInput(stakes: Stakes, speedMs: number, pattern: MultiplierPattern | null) {
  const cards = selectedCards(stakes);
  return {
    gameType: 'multiplierBingo' as const,
    cardPaletteNumbers: cards,
    stakesSantim: cards.map((c) => birrToSantim(stakes[c]!, 'Stake')),
    callSpeed: speedMs,
    winningPatterns: [pattern ?? 'any'],
  };
}

/** This screen's browser settings, apart from the regular dashboard's (its speeds and patterns differ). */
export const MULTIPLIER_KEYS = {
  bettingAmounts: 'multiplierBettingAmounts',
  defaultStake: 'multiplierDefaultStake',
  audioLanguage: 'multiplierAudioLanguage',
  callSpeed: 'multiplierCallSpeed',
  winningPattern: 'multiplierWinningPattern',
} as const;

/**
 * The caller's prize, in santim: the highest stake x the multiplier. Not the start's payoutToWinner,
 * which is the winning card's own payout and would tell the room which stake wins before it is called.
 */
export function topPrize(stakesSantim: readonly number[], multiplier: number | null | undefined): number | null {
  if (multiplier == null || stakesSantim.length === 0) return null;
  return Math.floor((Math.max(...stakesSantim) * Math.round(multiplier * BASIS_POINTS)) / BASIS_POINTS);
}
