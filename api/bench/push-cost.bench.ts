// `npm run -s bench:push-cost`: the server's CPU per call pushed to one screen, in this process and
// without a network (the budget of server CPU per played game counts 75 pushed calls). The real
// schema executes the `gameEvents` subscription for one screen over a stream of CALL events, as
// graphql-ws does for each event; the figure is CPU per event. Prints one JSON document.
//   BENCH_EVENTS (20000)
import 'reflect-metadata';
import { parse, subscribe, type ExecutionResult } from 'graphql';
import { getSchema } from '../src/graphql/schema';
import { SCHEMA_INPUTS } from '../src/modules';
import { EventQueue } from '../src/shared/events/event-queue';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const schema = await getSchema(SCHEMA_INPUTS);
const document = parse(
  'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind index number at nextCallAt } }',
);
const gameId = '00000000-0000-4000-8000-000000000001';

async function run(n: number): Promise<number> {
  const queue = new EventQueue<unknown>(() => undefined, n + 10);
  const actor = { id: gameId, username: 'bench', role: 'HOST', cardSetId: 1, ownerGroupId: null, steppedUp: false };
  const contextValue = { actor, services: { live: { gameEvents: async () => queue } } };
  const stream = (await subscribe({
    schema,
    document,
    variableValues: { gameId },
    contextValue,
  })) as AsyncIterableIterator<ExecutionResult>;
  const t0 = Date.now();
  for (let i = 0; i < n; i++) {
    queue.push({
      kind: 'CALL',
      gameId,
      at: new Date(t0 + i),
      index: (i % 75) + 1,
      number: 'B5',
      nextCallAt: new Date(t0 + i + 3000),
    });
  }
  queue.end();
  const u0 = process.cpuUsage();
  let got = 0;
  for await (const result of stream) {
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    JSON.stringify({ id: '1', type: 'next', payload: result }); // what graphql-ws sends
    got++;
  }
  const u = process.cpuUsage(u0);
  if (got !== n) throw new Error(`expected ${n} results, got ${got}`);
  return (u.user + u.system) / 1000 / n;
}

await run(2000); // warm up
const msPerEvent = await run(EVENTS);
console.log(
  JSON.stringify(
    {
      bench: 'push-cost',
      events: EVENTS,
      cpuMsPerPushedEvent: Math.round(msPerEvent * 1000) / 1000,
      per75Calls: Math.round(msPerEvent * 75 * 100) / 100,
    },
    null,
    2,
  ),
);
