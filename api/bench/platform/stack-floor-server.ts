// The platform bench's stack floor (BENCH_FLOOR=stack): the same hall traffic as the API gets,
// answered by the API's own stack doing nothing of the API's own: Express 5 with its JSON body
// parser, Apollo Server 5 on a type-graphql schema (three mutations and the gameEvents
// subscription, over graphql-ws), and one statement per request through MikroORM on PostgreSQL
// (floor-store.ts's statements). No auth, no validation, no transactions, no audit, no rules, no
// event bus. What it costs per game over BENCH_FLOOR=db is what the stack charges for the same
// messages and statements; what the API costs over it is the product's own work.
// Run as its own process by `startPlatformFloor` (processes.ts); prints its URL when listening.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { useServer } from 'graphql-ws/use/ws';
import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  buildSchema,
  type PubSub,
  type SubscribeResolverData,
} from 'type-graphql';
import { WebSocketServer } from 'ws';
import { FloorGames, type FloorCall } from './floor-games';
import { FLOOR_TABLES, storeWith } from './floor-store';

const url = process.env.FLOOR_DATABASE_URL;
if (!url) throw new Error('FLOOR_DATABASE_URL is required');
const orm = await MikroORM.init({
  clientUrl: url,
  entities: [],
  discovery: { warnWhenNoEntities: false },
  pool: { min: 0, max: 10 },
  allowGlobalContext: true,
  debug: false,
});
const connection = orm.em.getConnection();
await connection.execute(FLOOR_TABLES, [], 'run');
// MikroORM's placeholders are `?`: the floor's statements number theirs in order.
const games = new FloorGames(
  storeWith(async (_name, text, values) => {
    await connection.execute(text.replace(/\$\d+/g, '?'), values, 'run');
  }),
);

/** As the floor stores it: the request's authorization header. */
interface Context {
  host: string;
}

@InputType()
class StartGameInput {
  @Field(() => Int) bettingAmountSantim!: number;
  @Field(() => [Int]) cardPaletteNumbers!: number[];
  @Field(() => Int) callSpeed!: number;
  @Field(() => [String]) winningPatterns!: string[];
}

@ObjectType()
class GameRef {
  @Field(() => ID) gameId!: string;
}

@ObjectType()
class GameEvent {
  @Field(() => String) kind!: string;
  @Field(() => String) at!: string;
}

@Resolver()
class FloorResolver {
  @Query(() => String)
  floor(): string {
    return 'stack floor';
  }

  @Mutation(() => GameRef)
  async startGame(
    @Arg('input', () => StartGameInput) _input: StartGameInput,
    @Ctx() context: Context,
  ): Promise<GameRef> {
    const gameId = randomUUID();
    await games.start(gameId, context.host);
    return { gameId };
  }

  @Mutation(() => GameRef)
  async playGame(@Arg('gameId', () => ID) gameId: string): Promise<GameRef> {
    await games.play(gameId);
    return { gameId };
  }

  @Mutation(() => GameRef)
  async endGame(@Arg('gameId', () => ID) gameId: string): Promise<GameRef> {
    await games.end(gameId);
    return { gameId };
  }

  @Subscription(() => GameEvent, {
    subscribe: ({ args }: SubscribeResolverData<unknown, { gameId: string }>) => callsOf(String(args.gameId)),
  })
  gameEvents(@Root() call: FloorCall, @Arg('gameId', () => ID) _gameId: string): GameEvent {
    return call;
  }
}

/** A game's calls as the async iterator a subscription resolver returns; ends when unsubscribed. */
function callsOf(gameId: string): AsyncIterableIterator<FloorCall> {
  const queued: FloorCall[] = [];
  let waiting: ((result: IteratorResult<FloorCall>) => void) | null = null;
  const unwatch = games.watch(gameId, (call) => {
    if (!waiting) return void queued.push(call);
    const resolve = waiting;
    waiting = null;
    resolve({ value: call, done: false });
  });
  const iterator: AsyncIterableIterator<FloorCall> = {
    next: () => {
      const call = queued.shift();
      if (call) return Promise.resolve({ value: call, done: false });
      if (!unwatch) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: () => {
      unwatch?.();
      waiting?.({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

// type-graphql wants a PubSub once there is a subscription; this one's events come from `subscribe`.
const NO_TOPICS: PubSub = {
  publish: () => undefined,
  subscribe: () => {
    throw new Error('no topics');
  },
};
const schema = await buildSchema({ resolvers: [FloorResolver], pubSub: NO_TOPICS });
const apollo = new ApolloServer<Context>({ schema });
await apollo.start();

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.post('/game/isWinner/:gameId/:card', express.json(), async (req, res) => {
  await games.claim(String(req.params.gameId), Number(req.params.card));
  res.json({ isWinner: false, locked: true });
});
app.use(
  '/graphql',
  express.json(),
  expressMiddleware(apollo, { context: async ({ req }) => ({ host: req.headers.authorization ?? '' }) }),
);

const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
useServer({ schema }, new WebSocketServer({ server, path: '/graphql' }));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`platform floor on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => process.exit(0));
