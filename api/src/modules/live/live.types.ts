import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { PatternNameEnum } from '../../shared/graphql/enums';
import type { JudgedClaim } from '../game';

/** The kinds of event a game's live screens receive, in the order they can happen. */
export enum GameEventKind {
  CALL = 'CALL',
  PAUSED = 'PAUSED',
  RESUMED = 'RESUMED',
  CLAIM = 'CLAIM',
  HOUSE_WIN = 'HOUSE_WIN',
  ENDED = 'ENDED',
  MISSED_CLAIM = 'MISSED_CLAIM',
}

registerEnumType(GameEventKind, {
  name: 'GameEventKind',
  description:
    'CALL: a call was revealed; PAUSED / RESUMED: the clock stopped or runs again; CLAIM: a winner check was judged; HOUSE_WIN: the revealed calls reached the house card’s win; ENDED: the game ended (the seed is revealed); MISSED_CLAIM: a hall card completed a pattern on the call just made (its host’s caller only, where the hall’s setting is on).',
});

/** A judged winner check, as screens are told it (the game module's bus message). */
export type ClaimJudgedView = JudgedClaim;

/** One event as a live screen receives it; the fields of other kinds are null. */
export interface GameEventView {
  kind: GameEventKind;
  gameId: string;
  at: Date;
  index?: number | null;
  number?: string | null;
  seed?: string | null;
  claim?: ClaimJudgedView | null;
  nextCallAt?: Date | null;
  missedClaim?: MissedClaimView | null;
  /** PAUSED: AUTO_PAUSE when the server paused the game; null for the operator's pause. */
  reason?: string | null;
}

/** A hall card that completed a pattern on a call made (docs/fairness.md#missed-claims). */
export interface MissedClaimView {
  cardNumber: number;
  pattern: string;
  call: number;
}

@ObjectType({ description: 'A hall card that completed a pattern on the call just made: "card 47 has Any row".' })
export class MissedClaimNotice {
  @Field(() => Int) cardNumber!: number;
  @Field(() => PatternNameEnum) pattern!: string;
  @Field(() => Int, { description: 'The call (from 1) that completed it.' }) call!: number;
}

@ObjectType({ description: 'A winner check the host made, as judged on the calls revealed when it arrived.' })
export class ClaimJudged {
  @Field(() => Int)
  cardNumber!: number;

  @Field(() => Boolean)
  isWinner!: boolean;

  @Field(() => Boolean, { description: 'A losing check locks the card.' })
  locked!: boolean;

  @Field(() => Int, { description: 'How many calls it was judged on.' })
  prefixLength!: number;

  @Field(() => SafeIntResolver, { name: 'payoutSantim', description: "This card's payout in santim." })
  payout!: number;

  @Field(() => Int, { description: 'Winning cards on this call so far.' })
  winnersOnCall!: number;
}

@ObjectType({ description: 'One event of a game, pushed to its live screens (subscription gameEvents).' })
export class GameEvent {
  @Field(() => GameEventKind)
  kind!: GameEventKind;

  @Field(() => ID)
  gameId!: string;

  @Field(() => DateTimeISOResolver, { description: 'When it happened (server clock).' })
  at!: Date;

  @Field(() => Int, { nullable: true, description: 'CALL: the call’s position, from 1.' })
  index!: number | null;

  @Field(() => String, { nullable: true, description: 'CALL: the number called, labelled by its column ("B5").' })
  number!: string | null;

  @Field(() => String, { nullable: true, description: 'ENDED: the seed, so anyone can verify the draw.' })
  seed!: string | null;

  @Field(() => ClaimJudged, { nullable: true, description: 'CLAIM: the check as judged.' })
  claim!: ClaimJudged | null;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'When the next call is due as the clock stood when this was sent (null: paused, ended or all out).',
  })
  nextCallAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'PAUSED: AUTO_PAUSE when the server paused the game because no screen of it was connected (docs/fairness.md#no-calls-into-an-empty-room); null for the operator’s pause.',
  })
  reason!: string | null;

  @Field(() => MissedClaimNotice, { nullable: true, description: 'MISSED_CLAIM: the card and its pattern.' })
  missedClaim!: MissedClaimNotice | null;
}

export function gameEventOut(event: GameEventView): GameEvent {
  return {
    kind: event.kind,
    gameId: event.gameId,
    at: event.at,
    index: event.index ?? null,
    number: event.number ?? null,
    seed: event.seed ?? null,
    claim: event.claim ?? null,
    nextCallAt: event.nextCallAt ?? null,
    missedClaim: event.missedClaim ?? null,
    reason: event.reason ?? null,
  };
}

/** The CLAIM event from the game module's bus message (its data is the judged check). */
export function claimEventOf(gameId: string, data: Record<string, unknown> | undefined): GameEventView | null {
  const n = (key: string) => (typeof data?.[key] === 'number' ? (data[key] as number) : null);
  const cardNumber = n('cardNumber');
  const prefixLength = n('prefixLength');
  if (cardNumber === null || prefixLength === null) return null;
  return {
    kind: GameEventKind.CLAIM,
    gameId,
    at: new Date(n('at') ?? Date.now()),
    claim: {
      cardNumber,
      isWinner: data?.isWinner === true,
      locked: data?.locked === true,
      prefixLength,
      payout: n('payout') ?? 0,
      winnersOnCall: n('winnersOnCall') ?? 0,
    },
  };
}

export enum HostGameChangeKindEnum {
  NONE = 'NONE',
  STARTED = 'STARTED',
  PLAYING = 'PLAYING',
  PAUSED = 'PAUSED',
  ENDED = 'ENDED',
}

registerEnumType(HostGameChangeKindEnum, {
  name: 'HostGameChangeKind',
  description:
    'NONE: no game in progress (first event only); STARTED: the host started a game; PLAYING / PAUSED: the game in progress runs or is paused (first event: as it stands; then each move); ENDED: the game ended.',
});

@ObjectType({
  description: 'A change of the host’s games, pushed to every caller screen of the host (subscription hostGames).',
})
export class HostGameChange {
  @Field(() => HostGameChangeKindEnum)
  kind!: HostGameChangeKindEnum;

  @Field(() => ID, { nullable: true, description: 'The game it is about; null with NONE.' })
  gameId!: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When the server sent it.' })
  at!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'PAUSED: AUTO_PAUSE when the server paused the game (no screen of it connected); null otherwise.',
  })
  pauseReason!: string | null;
}
