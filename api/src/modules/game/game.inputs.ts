import { Field, Float, ID, InputType, Int } from 'type-graphql';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { GAME_TYPES, MAX_BET_BIRR, MAX_GAME_CARDS, type GameType } from '@bingo/core';

export { MAX_GAME_CARDS };

/**
 * Starting a game, as the dashboard and the multiplier setup send it. On REST a multiplierBingo
 * `bettingAmount` that is an array (one stake per card) arrives here as `stakes`.
 * Shape and ranges are checked here; rules that depend on the game type in the service.
 */
@InputType({ description: 'A game to start. Amounts in Birr, as typed on the setup screens.' })
export class StartGameInput {
  @Field(() => Float, { nullable: true, description: 'Bet per card in whole Birr (regular, house, free; at least 10).' })
  @IsOptional()
  @IsInt({ message: 'bettingAmount must be a whole number of Birr' })
  @Min(1, { message: 'bettingAmount must be positive' })
  @Max(MAX_BET_BIRR, { message: `bettingAmount must be at most ${MAX_BET_BIRR.toLocaleString('en-US')} Birr` })
  bettingAmount?: number | null;

  @Field(() => [Float], { nullable: true, description: 'multiplierBingo: one stake per card in Birr, from the setup screen\'s list.' })
  @IsOptional()
  @IsArray({ message: 'bettingAmount for multiplierBingo must be an array with one stake per card' })
  @ArrayMaxSize(MAX_GAME_CARDS, { message: `at most ${MAX_GAME_CARDS} stakes` })
  @IsInt({ each: true, message: 'each stake must be a whole number of Birr' })
  stakes?: number[] | null;

  @Field(() => [Int], { description: 'The hall\'s cards in play (palette numbers 1-100).' })
  @IsArray({ message: 'cardPaletteNumbers must be an array of card numbers' })
  @ArrayMaxSize(MAX_GAME_CARDS, { message: `cardPaletteNumbers can hold at most ${MAX_GAME_CARDS} cards` })
  @IsInt({ each: true, message: 'each card number must be a whole number from 1 to 100' })
  @Min(1, { each: true, message: 'each card number must be from 1 to 100' })
  @Max(MAX_GAME_CARDS, { each: true, message: 'each card number must be from 1 to 100' })
  @ArrayUnique({ message: 'cardPaletteNumbers must not repeat a card' })
  cardPaletteNumbers!: number[];

  @Field(() => Int, { description: 'Milliseconds between calls: 3000, 5000 or 10000; multiplierBingo 5000, 6000, 7000, 10000 or 15000.' })
  @IsInt({ message: 'callSpeed must be a whole number of milliseconds' })
  callSpeed!: number;

  @Field(() => String, { nullable: true, description: 'regular (default), house, free or multiplierBingo.' })
  @IsOptional()
  @IsIn(GAME_TYPES, { message: `gameType must be one of ${GAME_TYPES.join(', ')}` })
  gameType?: GameType | null;

  @Field(() => [String], { nullable: true, description: 'Pattern names; empty or missing means ["any"].' })
  @IsOptional()
  @IsArray({ message: 'winningPatterns must be an array of pattern names' })
  @ArrayMaxSize(40, { message: 'winningPatterns can list at most 40 names' })
  @IsString({ each: true, message: 'each winning pattern must be a pattern name' })
  @MaxLength(40, { each: true, message: 'a pattern name is at most 40 characters' })
  winningPatterns?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'house games: how many cards the house plays ("online players"), 1-50.' })
  @IsOptional()
  @IsInt({ message: 'houseCardCount must be a whole number' })
  @Min(0, { message: 'houseCardCount must not be negative' })
  @Max(MAX_GAME_CARDS, { message: 'houseCardCount must be at most 100' })
  houseCardCount?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'A jackpot game: the pool is paid when the winner completes within the call limit.' })
  @IsOptional()
  @IsBoolean({ message: 'isJackpotGame must be true or false' })
  isJackpotGame?: boolean | null;
}

@InputType({ description: 'A winner check: the card and the calls the caller screen has shown so far.' })
export class CheckWinnerInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'gameId must be a game id' })
  gameId!: string;

  @Field(() => Int)
  @IsInt({ message: 'cardNumber must be a whole number' })
  cardNumber!: number;

  @Field(() => [String], { description: 'The calls so far, in order ("B5", "N40", ...): exactly the start of the game\'s sequence.' })
  @IsArray({ message: 'calledNumbers must be an array of calls such as "B5"' })
  @ArrayMaxSize(75, { message: 'calledNumbers can hold at most 75 calls' })
  calledNumbers!: string[];
}

/** REST body of POST /game/isWinner/{gameId}/{cardNumber}. */
export class CheckWinnerBody {
  @IsArray({ message: 'calledNumbers must be an array of calls such as "B5"' })
  @ArrayMaxSize(75, { message: 'calledNumbers can hold at most 75 calls' })
  calledNumbers!: string[];
}

@InputType({ description: 'How far the caller screen got, so a reload or a second screen continues there.' })
export class GameProgressInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'gameId must be a game id' })
  gameId!: string;

  @Field(() => Int)
  @IsInt({ message: 'callsRevealed must be a whole number' })
  @Min(0, { message: 'callsRevealed must be from 0 to 75' })
  @Max(75, { message: 'callsRevealed must be from 0 to 75' })
  callsRevealed!: number;

  @Field(() => Boolean)
  @IsBoolean({ message: 'paused must be true or false' })
  paused!: boolean;
}

/** REST body of POST /game/{gameId}/progress. */
export class GameProgressBody {
  @IsInt({ message: 'callsRevealed must be a whole number' })
  @Min(0, { message: 'callsRevealed must be from 0 to 75' })
  @Max(75, { message: 'callsRevealed must be from 0 to 75' })
  callsRevealed!: number;

  @IsBoolean({ message: 'paused must be true or false' })
  paused!: boolean;
}
