import { isJackpotCallLimit, isJackpotShare, JACKPOT_CALL_LIMIT_MESSAGE, JACKPOT_SHARE_MESSAGE } from './jackpot';

/**
 * A linked jackpot (docs/games-and-money.md#linked-jackpot): an owner links halls (hosts) of its
 * group into one pool. Each linked regular game adds its share of the profit; the first qualifying
 * win in any linked hall takes the whole pool, once. The share and call limit follow the per-host
 * jackpot's rules; a hall is in at most one pool.
 */
export const LINKED_JACKPOT_NAME_MAX_LENGTH = 60;
/** A pool links at least two halls when made; an update may unlink them all (the pool's history stays). */
export const MIN_LINKED_HALLS = 2;
/** The most halls one pool links. */
export const MAX_LINKED_HALLS = 200;

/** Why a linked jackpot is refused: the client words each code in its own language. */
export const LINKED_JACKPOT_PROBLEM_CODES = [
  'NAME',
  'SHARE',
  'CALL_LIMIT',
  'TOO_FEW_HALLS',
  'TOO_MANY_HALLS',
  'DUPLICATE_HALL',
  'HALL_NOT_IN_GROUP',
  'HALL_IN_ANOTHER_POOL',
  'MIXED_GROUPS',
  'POOL_NOT_FOUND',
] as const;
export type LinkedJackpotProblemCode = (typeof LINKED_JACKPOT_PROBLEM_CODES)[number];

/** The English sentence of each refusal (the server's message; the web app words the code instead). */
export const LINKED_JACKPOT_MESSAGES: Record<LinkedJackpotProblemCode, string> = {
  NAME: `The linked jackpot needs a name of 1 to ${LINKED_JACKPOT_NAME_MAX_LENGTH} characters`,
  SHARE: JACKPOT_SHARE_MESSAGE,
  CALL_LIMIT: JACKPOT_CALL_LIMIT_MESSAGE,
  TOO_FEW_HALLS: `A linked jackpot links at least ${MIN_LINKED_HALLS} halls (or none, to unlink them all)`,
  TOO_MANY_HALLS: `A linked jackpot links at most ${MAX_LINKED_HALLS} halls`,
  DUPLICATE_HALL: 'A hall is listed twice',
  HALL_NOT_IN_GROUP: 'Only halls of your own group can be linked',
  HALL_IN_ANOTHER_POOL: 'A hall is already linked to another jackpot: unlink it there first',
  MIXED_GROUPS: 'The halls of one linked jackpot must all belong to one owner group',
  POOL_NOT_FOUND: 'Linked jackpot not found',
};

/** What the other hall is told when its qualifying win came after the pool was taken elsewhere. */
export const LINKED_JACKPOT_TAKEN = 'The linked jackpot was already won in another hall';

export interface LinkedJackpotDraft {
  name: unknown;
  accrualShare: unknown;
  callLimit: unknown;
  hostIds: unknown;
}

/**
 * The first rule a pool's settings break (null when valid); `creating`: a new pool needs at least
 * two halls, an update may also list none (every hall unlinked).
 */
export function linkedJackpotProblem(d: LinkedJackpotDraft, creating: boolean): LinkedJackpotProblemCode | null {
  const name = typeof d.name === 'string' ? d.name.trim() : '';
  if (name.length < 1 || name.length > LINKED_JACKPOT_NAME_MAX_LENGTH) return 'NAME';
  if (!isJackpotShare(d.accrualShare)) return 'SHARE';
  if (!isJackpotCallLimit(d.callLimit)) return 'CALL_LIMIT';
  if (!Array.isArray(d.hostIds)) return 'TOO_FEW_HALLS';
  const ids = d.hostIds as unknown[];
  if (ids.length > MAX_LINKED_HALLS) return 'TOO_MANY_HALLS';
  if (ids.length < MIN_LINKED_HALLS && (creating || ids.length !== 0)) return 'TOO_FEW_HALLS';
  if (new Set(ids).size !== ids.length) return 'DUPLICATE_HALL';
  return null;
}
