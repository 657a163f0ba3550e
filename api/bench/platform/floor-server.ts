// The platform bench's floor (BENCH_FLOOR=1): the same traffic as the real API gets from a hall
// (HTTP requests, a graphql-ws display receiving 75 calls on the 50 ms tick), answered by a bare
// node:http + ws server with no database, no GraphQL execution, no validation and no auth. What it
// costs per game is what this machine charges for the messages alone: a lower bound for any server.
// With FLOOR_DATABASE_URL (BENCH_FLOOR=db) each request also sends the one statement that keeps
// its fact (floor-store.ts) and answers once it is stored: the floor of a server that persists a game.
// With FLOOR_LISTENERS too (BENCH_FLOOR=told) each statement also notifies that many listeners.
// Run as its own process by `startPlatformFloor` (processes.ts); prints its URL when listening.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { FloorGames } from './floor-games';
import { floorStore, noStore } from './floor-store';

interface Screen {
  socket: WebSocket;
  id: string;
  unwatch: () => void;
}

const games = new FloorGames(
  process.env.FLOOR_DATABASE_URL
    ? await floorStore(process.env.FLOOR_DATABASE_URL, Number(process.env.FLOOR_LISTENERS ?? 0))
    : noStore,
);
const screens = new Set<Screen>();

const answer = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

const server = http.createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (raw += chunk));
  req.on('end', () => {
    route(req, raw).then(
      ([status, body]) => answer(res, status, body),
      (error: unknown) => answer(res, 500, { message: String(error) }),
    );
  });
});

async function route(req: http.IncomingMessage, raw: string): Promise<[number, unknown]> {
  if (req.url === '/healthz') return [200, { status: 'ok' }];
  const claim = req.url?.match(/^\/game\/isWinner\/([^/]+)\/(\d+)$/);
  if (claim) {
    await games.claim(claim[1]!, Number(claim[2]));
    return [200, { isWinner: false, locked: true }];
  }
  if (req.url !== '/graphql') return [404, { message: 'no such path' }];
  const { query, variables } = JSON.parse(raw) as { query: string; variables: Record<string, unknown> };
  if (query.includes('startGame')) {
    const gameId = randomUUID();
    await games.start(gameId, req.headers.authorization ?? '');
    return [200, { data: { startGame: { gameId } } }];
  }
  const gameId = String(variables.id);
  if (query.includes('playGame')) await games.play(gameId);
  if (query.includes('endGame')) await games.end(gameId);
  return [200, { data: { [query.includes('endGame') ? 'endGame' : 'playGame']: { gameId } } }];
}
server.keepAliveTimeout = 65_000;

const wss = new WebSocketServer({ server, path: '/graphql' });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: any };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    if (message.type === 'subscribe') {
      const id = message.id!;
      const unwatch = games.watch(String(message.payload?.variables?.gameId), (call) =>
        socket.send(JSON.stringify({ id, type: 'next', payload: { data: { gameEvents: call } } })),
      );
      if (unwatch) screens.add({ socket, id, unwatch });
    }
    if (message.type === 'complete') for (const s of screens) if (s.socket === socket && s.id === message.id) stop(s);
  });
  socket.on('close', () => {
    for (const s of screens) if (s.socket === socket) stop(s);
  });
});

function stop(screen: Screen): void {
  screen.unwatch();
  screens.delete(screen);
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`platform floor on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => process.exit(0));
