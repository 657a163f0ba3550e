/** Free-game slots (docs/games-and-money.md#free-games). */

/** A slot's state. The stored value is upper case; GraphQL and REST show the lower-case name. */
export const SlotStatus = { scheduled: 'scheduled', used: 'used', cancelled: 'cancelled', void: 'void' } as const;
export type SlotStatus = (typeof SlotStatus)[keyof typeof SlotStatus];
export const SLOT_STATUSES = Object.values(SlotStatus) as readonly SlotStatus[];

/** The first game within this many minutes after a slot's time uses it. */
export const FREE_GAME_WINDOW_MINUTES = 60;
/** No two slots of a host closer than this. */
export const MIN_SLOT_GAP_MINUTES = 5;
/** Random scheduling: the minimum gaps offered, minutes. */
export const RANDOM_GAP_CHOICES = [10, 15, 30, 45, 60, 75, 90, 105, 120] as const;
/** Random scheduling places 1 to this many games. */
export const MAX_RANDOM_GAMES = 10;

export function isRandomGap(minutes: unknown): minutes is number {
  return typeof minutes === 'number' && (RANDOM_GAP_CHOICES as readonly number[]).includes(minutes);
}

/**
 * Why a slot of a bulk request was not created (docs/games-and-money.md#free-games): the same
 * checks as scheduling one game, reported per slot so the others are still created.
 */
export const SlotRefusal = { PAST: 'PAST', NEAR_ANOTHER: 'NEAR_ANOTHER' } as const;
export type SlotRefusal = (typeof SlotRefusal)[keyof typeof SlotRefusal];
export const SLOT_REFUSALS = Object.values(SlotRefusal) as readonly SlotRefusal[];

export const SLOT_REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  PAST: 'A free game cannot be scheduled in the past',
  NEAR_ANOTHER: `Another free game is scheduled within ${MIN_SLOT_GAP_MINUTES} minutes of this time`,
};
