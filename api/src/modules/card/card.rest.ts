import { Router } from 'express';
import { parseInput } from '../../shared/validation/parse-input';
import { AppError, refuse } from '../../shared/errors/app-error';
import type { CardServices as Services } from './card.context';
import { actorOf, requireRole } from '../../shared/rest/request';
import { ImportCardSetInput } from './card.inputs';
import { parsePaletteList, printedCards } from './card-print';

/** docs/legacy-rest.md#cards: GET /card/getCards and GET /card/{id}; super admin import and export. */
export function cardRoutes(services: Services): Router {
  const router = Router();

  router.get('/card/getCards', requireRole(), async (_req, res) => {
    res.json(await services.cards.cardsOf(actorOf(res)));
  });

  router.get('/card/checks', requireRole(), async (req, res) => {
    const wanted = parsePaletteList(req.query.cards);
    res.json(await printedCards(services.cards, services.cardChecks, actorOf(res), wanted));
  });

  router.get('/card/sets', requireRole('SUPER_ADMIN'), async (_req, res) => {
    res.json(await services.cards.listSets());
  });

  router.post('/card/import', requireRole('SUPER_ADMIN'), async (req, res) => {
    const input = await parseInput(ImportCardSetInput, req.body);
    res.status(201).json(await services.cards.importSet(actorOf(res), input));
  });

  router.get('/card/export/:setId', requireRole('SUPER_ADMIN'), async (req, res) => {
    const raw = String(req.params.setId);
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id)) throw new AppError('NOT_FOUND', 'Card set not found');
    const format = req.query.format === undefined ? 'json' : req.query.format;
    if (format !== 'json' && format !== 'csv') throw refuse('EXPORT_FORMAT');
    res.json(await services.cards.exportSet(id, format));
  });

  router.get('/card/:id', requireRole(), async (req, res) => {
    res.json(await services.cards.cardOf(actorOf(res), req.params.id));
  });

  return router;
}
