// The platform bench's room display: one subscription over the graphql-transport-ws protocol on a
// bare `ws` socket, opened for a game and closed after it (as graphql-ws's lazy client does). Its
// thousands of displays share the two cores with the servers they measure; the protocol's few
// messages need no more than JSON.parse, where the graphql-ws client validates and dispatches each.
import WebSocket from 'ws';

export interface LeanSink<T> {
  next(data: T): void;
  error(error: unknown): void;
}

/**
 * Subscribes to `query` on `url` (ws: or wss:) with `connectionParams` as connection_init's payload;
 * each `next` payload's data goes to `sink.next`, a refusal or a dropped socket to `sink.error`.
 * Returns the stop: completes the subscription and closes the socket.
 */
export function leanSubscribe<T>(
  url: string,
  connectionParams: Record<string, unknown>,
  query: string,
  variables: Record<string, unknown>,
  sink: LeanSink<T>,
): () => void {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  let stopped = false;
  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    sink.error(error);
    socket.terminate();
  };
  socket.on('open', () => {
    if (stopped) socket.close(1000);
    else socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams }));
  });
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { type: string; payload?: { data?: T } };
    if (message.type === 'connection_ack')
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
    else if (message.type === 'next') {
      if (message.payload?.data) sink.next(message.payload.data);
    } else if (message.type === 'error') fail(message.payload);
    else if (message.type === 'ping') socket.send('{"type":"pong"}');
  });
  socket.on('error', fail);
  socket.on('close', (code, reason) => fail({ code, reason: String(reason) }));
  return () => {
    if (stopped) return;
    stopped = true;
    if (socket.readyState !== WebSocket.OPEN) return; // closed once open (see 'open')
    socket.send('{"id":"1","type":"complete"}');
    socket.close(1000);
  };
}
