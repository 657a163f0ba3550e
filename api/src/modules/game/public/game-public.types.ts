import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { CardNumbers, cardNumbersOut } from '../../card';
import { ClaimResult, GameStatus, GameType, PatternNameEnum } from '../../../shared/graphql/enums';
import type { PublicGameView } from './game-public';

@ObjectType({ description: 'A card in play, as the public sees it after the end.' })
export class PublicCard {
  @Field(() => Int) paletteNumber!: number;
  @Field(() => CardNumbers) numbers!: CardNumbers;
  @Field(() => Boolean, { description: 'One of the house\'s cards ("online players") of a house game.' })
  house!: boolean;
}

@ObjectType({ description: 'A judged claim, as the public sees it after the end.' })
export class PublicClaim {
  @Field(() => Int) cardNumber!: number;
  @Field(() => Int, { description: 'The call (1-based) the claim was judged on.' }) callIndex!: number;
  @Field(() => ClaimResult) result!: string;
  @Field(() => PatternNameEnum, { nullable: true }) pattern!: string | null;
  @Field(() => SafeIntResolver, { name: 'payoutSantim', description: "This winner's share in santim." })
  payout!: number;
}

@ObjectType({
  description:
    "A game as anyone may verify it (docs/fairness.md#verifying): no account data but the hall's name. " +
    'While it runs, the commitment and the calls made; the fields from seed on are null until the end.',
})
export class PublicGame {
  @Field(() => ID) gameId!: string;
  @Field(() => String, { description: 'The short public code (8 characters).' }) publicCode!: string;
  @Field(() => String, { description: "The hall's display name." }) hallName!: string;
  @Field(() => GameType) gameType!: string;
  @Field(() => String) cardSetName!: string;
  @Field(() => DateTimeISOResolver) startedAt!: Date;
  @Field(() => GameStatus) status!: string;
  @Field(() => DateTimeISOResolver, { nullable: true }) endedAt!: Date | null;
  @Field(() => String, { description: 'SHA-256 of the seed bytes, published at start.' }) commitment!: string;
  @Field(() => Int, { description: 'Milliseconds between calls.' }) callSpeed!: number;
  @Field(() => [PatternNameEnum]) winningPatterns!: string[];
  @Field(() => [String], { description: "The calls made so far by the server's clock, in order." })
  calledNumbers!: string[];
  @Field(() => Int) callsRevealed!: number;
  @Field(() => Boolean) paused!: boolean;
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the next call is due; null when paused.' })
  nextCallAt!: Date | null;
  @Field(() => DateTimeISOResolver) serverTime!: Date;
  @Field(() => String, { nullable: true, description: 'The draw seed; null until the end.' }) seed!: string | null;
  @Field(() => [PublicCard], {
    nullable: true,
    description: 'Every card in play, house cards included; null until the end.',
  })
  cards!: PublicCard[] | null;
  @Field(() => [PublicClaim], { nullable: true, description: 'The judged claims in order; null until the end.' })
  claims!: PublicClaim[] | null;
  @Field(() => SafeIntResolver, {
    name: 'bettingAmountSantim',
    nullable: true,
    description: 'Per-card bet; null until the end (and for multiplierBingo).',
  })
  bettingAmount!: number | null;
  @Field(() => SafeIntResolver, {
    name: 'payoutToWinnerSantim',
    nullable: true,
    description: 'The prize paid; null until the end.',
  })
  payoutToWinner!: number | null;
  @Field(() => SafeIntResolver, { name: 'jackpotAwardedSantim', nullable: true }) jackpotAwarded!: number | null;
  @Field(() => Int, { nullable: true }) winningCard!: number | null;
  @Field(() => Int, { nullable: true }) winningCalls!: number | null;
  @Field(() => Boolean, { nullable: true, description: 'True when the house won; null until the end.' })
  houseWin!: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Ended before anyone won: the calls made when it ended.' })
  abandonedAtCall!: number | null;
}

export function publicGameOut(view: PublicGameView): PublicGame {
  return {
    ...view,
    cards: view.cards?.map((c) => ({ ...c, numbers: cardNumbersOut(c.numbers) })) ?? null,
  };
}
