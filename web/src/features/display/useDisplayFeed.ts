import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect, useState } from 'react';
import { retryDelayMs } from '../../shared/live/live-status';
import { DisplayFeedDocument, type DisplayFrame } from './operations';

/** The server closes a display's socket with these when its token is unknown, expired or revoked. */
const UNPAIRED_CODES = new Set([4401, 4403]);

export type FeedStatus = 'connecting' | 'online' | 'reconnecting' | 'unpaired';

/**
 * The display's frames over its own WebSocket (connection_init { displayToken }), not the
 * operator's Apollo link. Drops are retried for ever with growing waits; each resubscribe starts
 * with a whole frame read from the server (claims included), so nothing is missed across a drop.
 * A refused or revoked token (4401/4403) ends it: the page goes back to pairing.
 */
export function useDisplayFeed(token: string): { frame: DisplayFrame | null; status: FeedStatus } {
  const [frame, setFrame] = useState<DisplayFrame | null>(null);
  const [status, setStatus] = useState<FeedStatus>('connecting');

  useEffect(() => {
    let unpaired = false;
    const client = createClient({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      connectionParams: { displayToken: token },
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: (event) => !UNPAIRED_CODES.has((event as { code?: number }).code ?? 0),
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
      on: {
        connected: () => setStatus('online'),
        closed: (event) => {
          if (UNPAIRED_CODES.has((event as { code?: number }).code ?? 0)) {
            unpaired = true;
            setStatus('unpaired');
          } else setStatus('reconnecting');
        },
      },
    });
    const query = print(DisplayFeedDocument);
    let stop = () => {};
    const subscribeNow = () => {
      stop = client.subscribe<{ displayFeed: DisplayFrame }>(
        { query },
        {
          next: (result) => {
            if (result.data) setFrame(result.data.displayFeed);
          },
          // An error answer (e.g. the token was refused at subscribe): start over unless unpaired.
          error: () => {
            if (!unpaired) setTimeout(subscribeNow, 2_000);
          },
          complete: () => undefined,
        },
      );
    };
    subscribeNow();
    return () => {
      stop();
      void client.dispose();
    };
  }, [token]);

  return { frame, status };
}
