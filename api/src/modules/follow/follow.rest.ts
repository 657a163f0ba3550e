import { Router, type Response } from 'express';
import { clientAddress } from '../../shared/rest/request';
import type { FollowServices as Services } from './follow.context';
import type { FollowEventView } from './follow.views';

/** An idle stream says so this often, so proxies and phones keep it open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The public card page's REST (docs/screens.md#card-page; docs/legacy-rest.md#card-page): the
 * same reads as GraphQL's publicCard, publicHallCard and publicHall, and the hall's live feed as
 * a server-sent event stream (one `data:` line per event, JSON), which a phone's browser follows
 * with EventSource and no library.
 */
export function followRoutes(services: Services): Router {
  const router = Router();
  const { follow } = services;

  router.get('/api/public/cards/:cardSetId/:paletteNumber/:check', async (req, res) => {
    const { cardSetId, paletteNumber, check } = req.params;
    res.setHeader('Cache-Control', 'no-store');
    res.json(await follow.card(clientAddress(req), cardSetId, paletteNumber, check));
  });

  router.get('/api/public/halls/:hallCode', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await follow.hall(clientAddress(req), req.params.hallCode, req.query.cards));
  });

  router.get('/api/public/halls/:hallCode/cards/:paletteNumber', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await follow.hallCard(clientAddress(req), req.params.hallCode, req.params.paletteNumber));
  });

  router.get('/api/public/halls/:hallCode/follow', async (req, res) => {
    // Refused (429 with Retry-After, 400, 404) before the stream opens: a plain JSON answer.
    const queue = await follow.follow(clientAddress(req), req.params.hallCode, req.query.cards);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const keepAlive = setInterval(() => res.write(': \n\n'), KEEP_ALIVE_MS);
    const stop = () => {
      clearInterval(keepAlive);
      void queue.return();
    };
    req.on('close', stop);
    try {
      for await (const event of queue) send(res, event);
    } catch {
      // Fell behind or the hall's feed failed: the phone reconnects (EventSource does by itself).
    } finally {
      clearInterval(keepAlive);
      res.end();
    }
  });

  return router;
}

/** One hall's event goes to every phone as the same object: written once as text, then reused. */
const written = new WeakMap<FollowEventView, string>();

function send(res: Response, event: FollowEventView): void {
  let text = written.get(event);
  if (text === undefined) {
    text = `data: ${JSON.stringify(event)}\n\n`;
    written.set(event, text);
  }
  res.write(text);
}
