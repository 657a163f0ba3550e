import { birrToSantim } from '@bingo/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { CardNumbers, CardView, cardNumbersOut } from '../card';
import type { ClaimAnswer, PatternCheck } from './claim/game-claim';
import type { GameSummary, GameView, PlayedCardView } from './game.views';
import {
  BonusType,
  ClaimResult,
  GameEndReason,
  GameStatus,
  GameType,
  PatternNameEnum,
} from '../../shared/graphql/enums';

@ObjectType({ description: 'A card as played in a game (its face is stored with the game).' })
export class PlayedCard {
  @Field(() => Int)
  paletteNumber!: number;

  @Field(() => CardNumbers)
  numbers!: CardNumbers;

  @Field(() => SafeIntResolver, { name: 'stakeSantim', description: 'Stake in santim.' })
  stake!: number;
}

@ObjectType({ description: 'A bonus applied when the game started.' })
export class AppliedBonus {
  @Field(() => String, { nullable: true })
  bonusId!: string | null;

  @Field(() => BonusType)
  bonusType!: string;

  @Field(() => Float, { description: 'fixed: santim; percentage: percent; multiplier: factor.' })
  bonusValue!: number;

  @Field(() => SafeIntResolver, { name: 'bonusAmountSantim', description: 'Santim.' })
  bonusAmount!: number;
}

@ObjectType({ description: 'One winner check as recorded.' })
export class GameClaimRecord {
  @Field(() => Int)
  cardNumber!: number;

  @Field(() => Int, { description: 'How many calls the check was judged on.' })
  prefixLength!: number;

  @Field(() => ClaimResult, { description: 'WON or LOST (a lost check locks the card).' })
  result!: string;

  @Field(() => PatternNameEnum, { nullable: true })
  pattern!: string | null;

  @Field(() => SafeIntResolver, { name: 'payoutSantim', description: "This winner's share in santim." })
  payout!: number;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}

@ObjectType('Game', {
  description: 'A game: what the start answered plus progress, claims, and after the end the seed. Money in santim.',
})
export class GameObject {
  @Field(() => ID) gameId!: string;
  @Field(() => ID) hostId!: string;
  @Field(() => GameType) gameType!: string;
  @Field(() => GameStatus) status!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => DateTimeISOResolver, { nullable: true }) endedAt!: Date | null;
  @Field(() => GameEndReason, { nullable: true }) endReason!: string | null;
  @Field(() => SafeIntResolver, {
    name: 'bettingAmountSantim',
    nullable: true,
    description: 'Per-card bet in santim; null for multiplierBingo.',
  })
  bettingAmount!: number | null;
  @Field(() => [SafeIntResolver], {
    name: 'stakesSantim',
    description: 'Stake per hall card in santim, aligned with cardPaletteNumbers.',
  })
  stakes!: number[];
  @Field(() => [Int]) cardPaletteNumbers!: number[];
  @Field(() => [PlayedCard]) playingCards!: PlayedCard[];
  @Field(() => [PlayedCard], { description: 'The house\'s cards ("online players") of a house game.' })
  houseCards!: PlayedCard[];
  @Field(() => Int) houseCardCount!: number;
  @Field(() => [String], {
    description: 'The calls revealed so far by the server\'s clock, in order ("B5", "N40", ...); none before play.',
  })
  calledNumbers!: string[];
  @Field(() => [PatternNameEnum]) winningPatterns!: string[];
  @Field(() => Int, { description: 'Milliseconds between calls.' }) callSpeed!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The first winning card; null until a claim wins or the house wins.',
  })
  winningCard!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The call (1-based) on which winningCard completed; null until then.',
  })
  winningCalls!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True once the house card's winning call is revealed; null while nobody has won.",
  })
  houseWin!: boolean | null;
  @Field(() => SafeIntResolver, { name: 'totalStakesSantim' }) totalStakes!: number;
  @Field(() => SafeIntResolver, {
    name: 'payoutToWinnerSantim',
    nullable: true,
    description: 'Settled when the win happens; null before.',
  })
  payoutToWinner!: number | null;
  @Field(() => SafeIntResolver, {
    name: 'baseAmountSantim',
    nullable: true,
    description: 'The payout before bonuses; null until the win.',
  })
  baseAmount!: number | null;
  @Field(() => SafeIntResolver, { name: 'totalBonusAmountSantim' }) totalBonusAmount!: number;
  @Field(() => SafeIntResolver, {
    name: 'profitSantim',
    nullable: true,
    description: "The house's result (negative is a loss); null until the win or the end.",
  })
  profit!: number | null;
  @Field(() => SafeIntResolver, { name: 'platformFeeSantim', description: 'Debited from the host wallet at start.' })
  platformFee!: number;
  @Field(() => Float, { description: "The host's commission as a fraction (0.2 = 20 %)." }) commissionRate!: number;
  @Field(() => Float, { nullable: true, description: 'multiplierBingo: N x (1 - commission).' }) multiplier!:
    number | null;
  @Field(() => Boolean) isFreeGame!: boolean;
  @Field(() => SafeIntResolver, { name: 'freeAmountSantim' }) freeAmount!: number;
  @Field(() => [AppliedBonus]) bonuses!: AppliedBonus[];
  @Field(() => Boolean) isJackpotGame!: boolean;
  @Field(() => SafeIntResolver, {
    name: 'jackpotPoolSantim',
    description: "The host's jackpot pool when the game started.",
  })
  jackpotPool!: number;
  @Field(() => SafeIntResolver, { name: 'jackpotAwardedSantim', nullable: true, description: 'Null until the win.' })
  jackpotAwarded!: number | null;
  @Field(() => SafeIntResolver, {
    name: 'jackpotAccrualSantim',
    description:
      "What this game added to its host's jackpot pool at start: the share of its profit, taken for every regular game while the jackpot is on, abandoned ones included (0 for games started before it was recorded).",
  })
  jackpotAccrual!: number;
  @Field(() => String, { description: 'SHA-256 of the seed, published at start.' }) commitment!: string;
  @Field(() => String, {
    description: "The short public code (8 characters) that opens the game's verification page (/verify/CODE).",
  })
  publicCode!: string;
  @Field(() => String, { nullable: true, description: 'The draw seed: null until the game ends.' }) seed!:
    string | null;
  @Field(() => Int, { description: "Calls revealed so far, from the server's clock." }) callsRevealed!: number;
  @Field(() => Boolean, { description: "Whether the server's clock is stopped (a game starts paused)." })
  paused!: boolean;
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the next call is due; null when paused.' })
  nextCallAt!: Date | null;
  @Field(() => DateTimeISOResolver, { description: "The server's clock when it answered." }) serverTime!: Date;
  @Field(() => Int, { nullable: true }) wonAtCall!: number | null;
  @Field(() => Int, { nullable: true, description: 'A game ended before anyone won: the calls revealed at its end.' })
  abandonedAtCall!: number | null;
  @Field(() => [GameClaimRecord]) claims!: GameClaimRecord[];
}

const playedOut = (c: PlayedCardView): PlayedCard => ({
  paletteNumber: c.paletteNumber,
  numbers: cardNumbersOut(c.numbers),
  stake: c.stake,
});

/** A game as GraphQL answers it. Applied bonuses keep their value as recorded (a fixed one in Birr); GraphQL gives it in santim. */
export function gameOut(view: GameView): GameObject {
  const bonuses = view.bonuses.map((b) =>
    b.bonusType === 'fixed' ? { ...b, bonusValue: birrToSantim(b.bonusValue) } : b,
  );
  return {
    ...view,
    bonuses,
    playingCards: view.playingCards.map(playedOut),
    houseCards: view.houseCards.map(playedOut),
  };
}

@ObjectType({ description: 'A winner check, per pattern.' })
export class PatternCheckResult {
  @Field(() => PatternNameEnum) pattern!: string;
  @Field(() => Boolean) isWinner!: boolean;
  @Field(() => [Int], { description: "The card's numbers in the winning cells." }) numbers!: number[];
  @Field(() => [Int], { description: 'Winning cell indexes (row * 5 + column), for highlighting.' }) cells!: number[];
  @Field(() => String, { nullable: true }) lastCalledNumber!: string | null;
  @Field(() => Int, { nullable: true }) completedAtCall!: number | null;
}

@ObjectType({ description: 'The answer to isWinner.' })
export class WinnerCheck {
  @Field(() => ID) gameId!: string;
  @Field(() => Int) cardNumber!: number;
  @Field(() => Boolean) isWinner!: boolean;
  @Field(() => Boolean, { description: 'A losing check locks the card.' }) locked!: boolean;
  @Field(() => Int) prefixLength!: number;
  @Field(() => [PatternCheckResult]) results!: PatternCheckResult[];
  @Field(() => SafeIntResolver, { name: 'payoutSantim', description: "This card's payout in santim." }) payout!: number;
  @Field(() => Int) winnersOnCall!: number;
  @Field(() => CardView) card!: CardView;
}

export function claimOut(answer: ClaimAnswer): WinnerCheck {
  return {
    ...answer,
    results: answer.results as PatternCheck[],
    card: { paletteNumber: answer.card.paletteNumber, numbers: cardNumbersOut(answer.card.numbers) },
  };
}

@ObjectType({ description: 'An ended game: the seed is revealed.' })
export class GameEnd {
  @Field(() => ID) gameId!: string;
  @Field(() => GameStatus) status!: string;
  @Field(() => DateTimeISOResolver) endedAt!: Date;
  @Field(() => String) seed!: string;
  @Field(() => String) commitment!: string;
}

@ObjectType({ description: 'One line of a games list. Money in santim.' })
export class GameSummaryObject implements GameSummary {
  @Field(() => ID) gameId!: string;
  @Field(() => ID) hostId!: string;
  @Field(() => String) hostUsername!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => GameType) gameType!: GameSummary['gameType'];
  @Field(() => GameStatus) status!: GameSummary['status'];
  @Field(() => GameEndReason, { nullable: true }) endReason!: string | null;
  @Field(() => Int, { nullable: true, description: 'A game ended before anyone won: the calls revealed at its end.' })
  abandonedAtCall!: number | null;
  @Field(() => SafeIntResolver, { name: 'bettingAmountSantim', nullable: true }) bettingAmount!: number | null;
  @Field(() => [SafeIntResolver], { name: 'stakesSantim' }) stakes!: number[];
  @Field(() => Int) players!: number;
  @Field(() => Int) houseCardCount!: number;
  @Field(() => SafeIntResolver, { name: 'totalStakesSantim' }) totalStakes!: number;
  @Field(() => SafeIntResolver, { name: 'payoutToWinnerSantim', nullable: true }) payoutToWinner!: number | null;
  @Field(() => SafeIntResolver, { name: 'profitSantim', nullable: true }) profit!: number | null;
  @Field(() => SafeIntResolver, { name: 'platformFeeSantim' }) platformFee!: number;
  @Field(() => Float) commissionRate!: number;
  @Field(() => Float, { nullable: true }) multiplier!: number | null;
  @Field(() => Boolean) isFreeGame!: boolean;
  @Field(() => Boolean) isJackpotGame!: boolean;
  @Field(() => Int, { nullable: true }) winningCard!: number | null;
  @Field(() => Boolean, { nullable: true }) houseWin!: boolean | null;
}

@ObjectType({ description: 'A page of games, newest first.' })
export class GamesPage {
  @Field(() => [GameSummaryObject]) games!: GameSummaryObject[];
  @Field(() => Int) totalPages!: number;
  @Field(() => Int) totalGames!: number;
  @Field(() => Int) page!: number;
}

@ObjectType({ description: 'The server clock.' })
export class ServerTime {
  @Field(() => DateTimeISOResolver) currentTime!: Date;
}
