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
