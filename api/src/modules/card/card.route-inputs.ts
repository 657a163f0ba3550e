import type { RouteInputs } from '../../shared/rest/route-input';
import { ImportCardSetInput } from './card.inputs';

/** OpenAPI inputs of the card module's REST routes (see RouteInputs). */
export const cardRouteInputs: RouteInputs = {
  'GET /card/checks': {
    query: [{ name: 'cards', description: 'Palette numbers separated by commas (1,5,9); absent: every card' }],
  },
  'POST /card/import': { body: ImportCardSetInput },
  'GET /card/export/:setId': {
    query: [{ name: 'format', description: 'json (default) or csv', enum: ['json', 'csv'] }],
  },
};
