import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

/** The kinds of event a game's live screens receive, in the order they can happen. */
export enum GameEventKind {
  CALL = 'CALL',
  PAUSED = 'PAUSED',
  RESUMED = 'RESUMED',
  CLAIM = 'CLAIM',
  HOUSE_WIN = 'HOUSE_WIN',
  ENDED = 'ENDED',
}

registerEnumType(GameEventKind, {
  name: 'GameEventKind',
  description:
    'CALL: a call was revealed; PAUSED / RESUMED: the clock stopped or runs again; CLAIM: a winner check was judged; HOUSE_WIN: the revealed calls reached the house card’s win; ENDED: the game ended (the seed is revealed).',
});

/** One event as a live screen receives it; the fields of other kinds are null. */
export interface GameEventView {
  kind: GameEventKind;
  gameId: string;
  at: Date;
  index?: number | null;
  number?: string | null;
  seed?: string | null;
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
}

export function gameEventOut(event: GameEventView): GameEvent {
  return {
    kind: event.kind,
    gameId: event.gameId,
    at: event.at,
    index: event.index ?? null,
    number: event.number ?? null,
    seed: event.seed ?? null,
  };
}
