import { Field, ID, InputType, Int } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDivisibleBy,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { birrToSantim, GAME_TYPES, MAX_BET_BIRR, MAX_GAME_CARDS, SANTIM_PER_BIRR, type GameType } from '@bingo/core';
import { GameType as GameTypeEnum, PatternNameEnum } from '../../shared/graphql/enums';

const MAX_BET = `bettingAmount must be at most ${MAX_BET_BIRR.toLocaleString('en-US')} Birr`;

/** What every start request carries besides its amounts; checked here, type rules in the service. */
@InputType()
abstract class StartGameFields {
  @Field(() => [Int], { description: "The hall's cards in play (palette numbers 1-100)." })
  @IsArray({ message: 'cardPaletteNumbers must be an array of card numbers' })
  @ArrayMaxSize(MAX_GAME_CARDS, { message: `cardPaletteNumbers can hold at most ${MAX_GAME_CARDS} cards` })
  @IsInt({ each: true, message: 'each card number must be a whole number from 1 to 100' })
  @Min(1, { each: true, message: 'each card number must be from 1 to 100' })
  @Max(MAX_GAME_CARDS, { each: true, message: 'each card number must be from 1 to 100' })
  @ArrayUnique({ message: 'cardPaletteNumbers must not repeat a card' })
  cardPaletteNumbers!: number[];

  @Field(() => Int, {
    description: 'Milliseconds between calls: 3000, 5000 or 10000; multiplierBingo 5000, 6000, 7000, 10000 or 15000.',
  })
  @IsInt({ message: 'callSpeed must be a whole number of milliseconds' })
  callSpeed!: number;

  @Field(() => GameTypeEnum, { nullable: true, description: 'Default regular.' })
  @IsOptional()
  @IsIn(GAME_TYPES, { message: `gameType must be one of ${GAME_TYPES.join(', ')}` })
  gameType?: GameType | null;

  @Field(() => [PatternNameEnum], { nullable: true, description: 'Empty or missing means [any].' })
  @IsOptional()
  @IsArray({ message: 'winningPatterns must be an array of pattern names' })
  @ArrayMaxSize(40, { message: 'winningPatterns can list at most 40 names' })
  @IsString({ each: true, message: 'each winning pattern must be a pattern name' })
  @MaxLength(40, { each: true, message: 'a pattern name is at most 40 characters' })
  winningPatterns?: string[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'house games: how many cards the house plays ("online players"), 1-50.',
  })
  @IsOptional()
  @IsInt({ message: 'houseCardCount must be a whole number' })
  @Min(0, { message: 'houseCardCount must not be negative' })
  @Max(MAX_GAME_CARDS, { message: 'houseCardCount must be at most 100' })
  houseCardCount?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A jackpot game: the pool is paid when the winner completes within the call limit.',
  })
  @IsOptional()
  @IsBoolean({ message: 'isJackpotGame must be true or false' })
  isJackpotGame?: boolean | null;
}

/**
 * Starting a game on REST (POST /game/start), amounts in Birr as the legacy body has them. A
 * multiplierBingo `bettingAmount` that is an array (one stake per card) arrives here as `stakes`.
 * The route turns it into a StartGameCommand (santim) with startCommandFromBirr.
 */
export class StartGameInput extends StartGameFields {
  @IsOptional()
  @IsInt({ message: 'bettingAmount must be a whole number of Birr' })
  @Min(1, { message: 'bettingAmount must be positive' })
  @Max(MAX_BET_BIRR, { message: MAX_BET })
  bettingAmount?: number | null;

  @IsOptional()
  @IsArray({ message: 'bettingAmount for multiplierBingo must be an array with one stake per card' })
  @ArrayMaxSize(MAX_GAME_CARDS, { message: `at most ${MAX_GAME_CARDS} stakes` })
  @IsInt({ each: true, message: 'each stake must be a whole number of Birr' })
  stakes?: number[] | null;
}

/** Starting a game on GraphQL: amounts in santim, whole Birr (the setup screens offer whole Birr). */
@InputType('StartGameInput', { description: 'A game to start. Amounts in santim (1 Birr = 100 santim).' })
export class StartGameSantimInput extends StartGameFields {
  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Bet per card in santim, a whole number of Birr (regular, house, free; at least 1000 = 10 Birr).',
  })
  @IsOptional()
  @IsInt({ message: 'bettingAmount must be a whole number of Birr' })
  @IsDivisibleBy(SANTIM_PER_BIRR, { message: 'bettingAmount must be a whole number of Birr' })
  @Min(1, { message: 'bettingAmount must be positive' })
  @Max(MAX_BET_BIRR * SANTIM_PER_BIRR, { message: MAX_BET })
  bettingAmountSantim?: number | null;

  @Field(() => [SafeIntResolver], {
    nullable: true,
    description:
      "multiplierBingo: one stake per card in santim, from the setup screen's list (500 = 5 Birr … 10000 = 100 Birr).",
  })
  @IsOptional()
  @IsArray({ message: 'bettingAmount for multiplierBingo must be an array with one stake per card' })
  @ArrayMaxSize(MAX_GAME_CARDS, { message: `at most ${MAX_GAME_CARDS} stakes` })
  @IsInt({ each: true, message: 'each stake must be a whole number of Birr' })
  @IsDivisibleBy(SANTIM_PER_BIRR, { each: true, message: 'each stake must be a whole number of Birr' })
  stakesSantim?: number[] | null;
}

/** A start request as the service takes it: amounts in santim. */
export type StartGameCommand = Omit<StartGameSantimInput, never>;

/** The REST body (Birr, whole numbers by its validation) → the command (santim). */
export function startCommandFromBirr(input: StartGameInput): StartGameCommand {
  const { bettingAmount, stakes, ...rest } = input;
  return {
    ...rest,
    bettingAmountSantim: bettingAmount == null ? bettingAmount : birrToSantim(bettingAmount, 'bettingAmount'),
    stakesSantim: stakes == null ? stakes : stakes.map((s) => birrToSantim(s, 'Stake')),
  };
}

@InputType({ description: 'A winner check: the card and the calls the caller screen has shown so far.' })
export class CheckWinnerInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'gameId must be a game id' })
  gameId!: string;

  @Field(() => Int)
  @IsInt({ message: 'cardNumber must be a whole number' })
  cardNumber!: number;

  @Field(() => [String], {
    nullable: true,
    description:
      'Optional: the calls the screen has shown, in order ("B5", ...). Left out, the claim is judged on every call revealed when the server receives it; sent, it must be the start of those calls, never longer.',
  })
  @IsOptional()
  @IsArray({ message: 'calledNumbers must be an array of calls such as "B5"' })
  @ArrayMaxSize(75, { message: 'calledNumbers can hold at most 75 calls' })
  calledNumbers?: string[] | null;
}

/** REST body of POST /game/isWinner/{gameId}/{cardNumber}. */
export class CheckWinnerBody {
  @IsOptional()
  @IsArray({ message: 'calledNumbers must be an array of calls such as "B5"' })
  @ArrayMaxSize(75, { message: 'calledNumbers can hold at most 75 calls' })
  calledNumbers?: string[] | null;
}

/** REST body of POST /game/{gameId}/progress: still validated (a documented body), but it changes nothing. */
export class GameProgressBody {
  @IsInt({ message: 'callsRevealed must be a whole number' })
  @Min(0, { message: 'callsRevealed must be from 0 to 75' })
  @Max(75, { message: 'callsRevealed must be from 0 to 75' })
  callsRevealed!: number;

  @IsBoolean({ message: 'paused must be true or false' })
  paused!: boolean;
}
