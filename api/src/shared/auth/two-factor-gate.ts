import { TWO_FACTOR_ENROLMENT_MESSAGE } from '@bingo/core';
import { AppError } from '../errors/app-error';
import type { Actor } from './actor';

/**
 * What an owner may call while the platform requires two-factor sign-in and it has not enrolled
 * (docs/roles-and-accounts.md#two-factor-sign-in): who it is, and enrolment. Everything else answers
 * 403 TWO_FACTOR_ENROLMENT_REQUIRED, on GraphQL (auth-checker.ts) and REST (requireRole) alike.
 */
export const ENROLMENT_FIELDS: ReadonlySet<string> = new Set([
  'me',
  'twoFactorStatus',
  'beginTwoFactorEnrolment',
  'confirmTwoFactorEnrolment',
]);

export function assertEnrolledOrEnrolling(actor: Actor, field?: string): void {
  if (actor.twoFactorPending && !(field && ENROLMENT_FIELDS.has(field))) {
    throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', TWO_FACTOR_ENROLMENT_MESSAGE);
  }
}
