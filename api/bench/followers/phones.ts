// The phones of the followers bench, in a worker thread of their own: parsing a thousand event
// streams must not delay the bench's main thread, which times the caller's and the display's
// pushes. Told { feed, followers, flood } in workerData; posts 'ready' once every phone has its
// first event, then, told 'measure', times each call from its due moment; told 'stop', posts the lags.
import { parentPort, workerData } from 'node:worker_threads';

const { feed, followers, flood } = workerData as { feed: string; followers: number; flood: number };
const lags: number[] = [];
let measuringFrom = Number.POSITIVE_INFINITY;
let firstEvents = 0;
const aborts: AbortController[] = [];

async function phone(count: boolean): Promise<{ status: number; retryAfter: string | null }> {
  const abort = new AbortController();
  aborts.push(abort);
  const res = await fetch(feed, { signal: abort.signal });
  if (res.status !== 200) {
    await res.body?.cancel();
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  }
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const arrived = Date.now();
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const line = text.slice(0, end);
          text = text.slice(end + 2);
          if (!count || !line.startsWith('data: ')) continue;
          const e = JSON.parse(line.slice(6)) as { kind: string; at: string };
          if (e.kind === 'GAME') firstEvents++;
          if (e.kind === 'CALL' && Date.parse(e.at) >= measuringFrom) lags.push(arrived - Date.parse(e.at));
        }
      }
    } catch {
      // closed at the end of the run
    }
  })();
  return { status: 200, retryAfter: null };
}

let connected = 0;
for (let i = 0; i < followers; i += 100) {
  const batch = await Promise.all(Array.from({ length: Math.min(100, followers - i) }, () => phone(true)));
  connected += batch.filter((p) => p.status === 200).length;
}
while (firstEvents < connected) await new Promise((r) => setTimeout(r, 50));
const refused = (await Promise.all(Array.from({ length: flood }, () => phone(false)))).filter((p) => p.status === 429);
parentPort!.postMessage({
  kind: 'ready',
  connected,
  refused429: refused.length,
  withRetryAfter: refused.every((p) => Number(p.retryAfter) > 0),
});
parentPort!.on('message', (m: { kind: string; from?: number }) => {
  if (m.kind === 'measure') measuringFrom = m.from!;
  if (m.kind === 'stop') {
    for (const a of aborts) a.abort();
    parentPort!.postMessage({ kind: 'lags', lags });
  }
});
