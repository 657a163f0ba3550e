export { createGamePromotions } from './game-promotions';

import type { ModuleManifest } from '../../shared/module';

/** Free games and bonuses plugged into game start (the game module's GamePromotions port). */
export const promotionsModule = { name: 'promotions' } satisfies ModuleManifest;
