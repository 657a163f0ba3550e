import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Resolves once a stream that refused more data has drained, or rejects when it closes first (client gone). */
export async function written(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  const closed = once(out, 'close').then(() => {
    throw new Error('export stream closed before it drained');
  });
  await Promise.race([once(out, 'drain'), closed]);
}
