import { AppError } from '../errors/app-error';
import type { Actor } from './actor';

/** Services call this before wallet changes, password changes, scheduling, bonuses and two-factor administration. */
export function requireStepUp(actor: Actor): void {
  if (!actor.steppedUp) throw new AppError('STEP_UP_REQUIRED', 'Re-enter your password to continue');
}
