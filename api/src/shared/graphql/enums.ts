import { registerEnumType } from 'type-graphql';
import {
  BonusGameType,
  BonusType,
  ClaimResult,
  GameEndReason,
  GameStatus,
  GameType,
  LedgerKind,
  PATTERN_NAMES,
  PresetCategory,
  SlotRefusal,
  SlotStatus,
  TriggerType,
  type PatternName,
} from '@bingo/core';

/**
 * The closed string sets of the API as GraphQL enums. The sets are core's (one definition for
 * api and web); each GraphQL value is the name the REST layer and the database use, except the
 * trigger types, whose "-" GraphQL does not allow ("time-based" is `time_based` on GraphQL only).
 * Resolvers and services keep working with the core values; type-graphql maps names ↔ values.
 */
registerEnumType(GameType, {
  name: 'GameType',
  description: 'regular, house (the house plays cards too), free (a scheduled free game) or multiplierBingo.',
});
registerEnumType(GameStatus, { name: 'GameStatus', description: 'ACTIVE until the operator ends it, then ENDED.' });
registerEnumType(GameEndReason, {
  name: 'GameEndReason',
  description:
    'ENDED after a win, ABANDONED when ended before anyone won (at abandonedAtCall), REPLACED for old games ended by a newer start.',
});
registerEnumType(ClaimResult, {
  name: 'ClaimResult',
  description: 'A winner check: WON, or LOST (a lost check locks the card).',
});
registerEnumType(BonusType, {
  name: 'BonusType',
  description: 'fixed: an amount; percentage: percent of the base payout; multiplier: a factor of it.',
});
registerEnumType(TriggerType, {
  name: 'TriggerType',
  description: 'What makes a bonus configuration pay (REST and stored: "time-based", "games-count", …).',
});
registerEnumType(BonusGameType, {
  name: 'BonusGameType',
  description: 'The game type a bonus configuration or preset applies to; all = every type.',
});
registerEnumType(PresetCategory, { name: 'PresetCategory' });
registerEnumType(SlotStatus, {
  name: 'FreeGameSlotStatus',
  description: 'scheduled ("reserved"), used, cancelled, or void ("expired/not used").',
});
registerEnumType(SlotRefusal, {
  name: 'FreeGameSlotRefusal',
  description:
    'Why a bulk-scheduled slot was not created: PAST, or NEAR_ANOTHER (within 5 minutes of another free game).',
});
registerEnumType(LedgerKind, { name: 'LedgerKind', description: 'What a wallet ledger row records.' });

/** The winning patterns of the rules core ("any" = the common ones). */
export const PatternNameEnum = Object.fromEntries(PATTERN_NAMES.map((n) => [n, n])) as { [K in PatternName]: K };
registerEnumType(PatternNameEnum, {
  name: 'PatternName',
  description: 'A winning pattern of the rules core; any = corners, surroundingFree, a diagonal, a column or a row.',
});

export {
  BonusGameType,
  BonusType,
  ClaimResult,
  GameEndReason,
  GameStatus,
  GameType,
  LedgerKind,
  PresetCategory,
  SlotRefusal,
  SlotStatus,
  TriggerType,
};
