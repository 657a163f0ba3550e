import { until } from './until';

/** A server-sent event stream read by a test (the card page's follow feed). */
export interface SseStream<T> {
  status: number;
  headers: Headers;
  /** The JSON of each `data:` line so far; the refusal's JSON body when not 200. */
  events: T[];
  body: unknown;
  waitFor(n: number, timeoutMs?: number): Promise<T[]>;
  close(): void;
}

/** Opens `url` with fetch and parses its `data:` lines as they come. */
export async function openSse<T = any>(url: string): Promise<SseStream<T>> {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const events: T[] = [];
  const stream: SseStream<T> = {
    status: res.status,
    headers: res.headers,
    events,
    body: null,
    async waitFor(n, timeoutMs = 10_000) {
      await until(() => events.length >= n, timeoutMs);
      return events;
    },
    close: () => abort.abort(),
  };
  if (res.status !== 200) {
    stream.body = await res.json().catch(() => null);
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          for (const line of block.split('\n'))
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as T);
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return stream;
}
