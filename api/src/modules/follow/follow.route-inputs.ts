import type { RouteInputs } from '../../shared/rest/route-input';

const CARDS = {
  name: 'cards',
  description: 'Up to 4 cards as set/palette, comma-separated (e.g. 1/7,1/12)',
};

/** OpenAPI notes of the card page's public routes (docs/screens.md#card-page). */
export const followRouteInputs: RouteInputs = {
  'GET /api/public/cards/:cardSetId/:paletteNumber/:check': {
    note: 'Public, no sign-in. A printed card by its QR: its face. A wrong check: 404 "This is not a card of this hall" (details.reason NOT_A_CARD), nothing more.',
  },
  'GET /api/public/halls/:hallCode': {
    query: [CARDS],
    note: 'Public, no sign-in. A hall by its code: name, the game in progress so far (calls made only), which of the cards it has in play.',
  },
  'GET /api/public/halls/:hallCode/cards/:paletteNumber': {
    note: 'Public, no sign-in. A card of the hall’s card set by its number (400 PALETTE_OUTSIDE_SET when the set has none).',
  },
  'GET /api/public/halls/:hallCode/follow': {
    query: [CARDS],
    note: 'Public, no sign-in. The hall’s live feed as server-sent events (text/event-stream, JSON per event): GAME or NONE first, then CALL, PAUSED, RESUMED, ENDED. 429 with Retry-After when the hall has its most followers or an address asks too often.',
  },
};
