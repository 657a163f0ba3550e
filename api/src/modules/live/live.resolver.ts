import { Arg, Authorized, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './live.context';
import { GameEvent, gameEventOut, type GameEventView } from './live.types';

@Resolver()
export class LiveResolver {
  /**
   * The authChecker runs before `subscribe` (type-graphql wraps both), so an anonymous socket is
   * refused UNAUTHENTICATED; the service then scopes the game by the actor like the `game` query
   * (a host its own, an owner its group's, the super admin any; else NOT_FOUND) before any event.
   */
  @Authorized()
  @Subscription(() => GameEvent, {
    description:
      'A game’s events as they happen: first its state so far (calls revealed, paused or ended), then each new event. Over WebSocket (graphql-ws) on /graphql.',
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { gameId: string }, GraphQLContext>) =>
      context.services.live.gameEvents(requireActor(context), String(args.gameId)),
  })
  gameEvents(@Root() event: GameEventView, @Arg('gameId', () => ID) _gameId: string): GameEvent {
    return gameEventOut(event);
  }
}
