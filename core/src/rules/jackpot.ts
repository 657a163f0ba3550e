/**
 * A host's jackpot settings (docs/games-and-money.md#jackpot): on/off, the share of each regular
 * game's profit added to the pool, and the call limit a jackpot game's winner must complete within.
 * The server enforces these rules; the settings screen checks them before sending, with the same messages.
 */
import { refusal, refusalTextOf, type Refusal } from '../refusals/refusals';

export const MIN_JACKPOT_CALL_LIMIT = 1;
export const MAX_JACKPOT_CALL_LIMIT = 75;
/** The largest accrual share: the whole profit of a game. */
export const MAX_JACKPOT_ACCRUAL_SHARE = 1;

export const JACKPOT_SHARE_MESSAGE = 'The jackpot share must be a number from 0 to 1 (0% to 100% of the profit)';
export const JACKPOT_CALL_LIMIT_MESSAGE = `The jackpot call limit must be a whole number of calls from ${MIN_JACKPOT_CALL_LIMIT} to ${MAX_JACKPOT_CALL_LIMIT}`;

export function isJackpotShare(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_JACKPOT_ACCRUAL_SHARE;
}

export function isJackpotCallLimit(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= MIN_JACKPOT_CALL_LIMIT && (v as number) <= MAX_JACKPOT_CALL_LIMIT;
}

/** The first rule the settings break, as its message; null when they are valid. */
export function jackpotSettingsProblem(s: { accrualShare: unknown; callLimit: unknown }): string | null {
  return refusalTextOf(jackpotSettingsRefusal(s));
}

/** jackpotSettingsProblem as a refusal. */
export function jackpotSettingsRefusal(s: { accrualShare: unknown; callLimit: unknown }): Refusal | null {
  if (!isJackpotShare(s.accrualShare)) return refusal('JACKPOT_SHARE_INVALID');
  if (!isJackpotCallLimit(s.callLimit))
    return refusal('JACKPOT_CALL_LIMIT_INVALID', { min: MIN_JACKPOT_CALL_LIMIT, max: MAX_JACKPOT_CALL_LIMIT });
  return null;
}
