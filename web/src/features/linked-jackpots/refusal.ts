import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LINKED_JACKPOT_PROBLEM_CODES, type LinkedJackpotProblemCode } from '@bingo/core';

/** The core code of a refused linked jackpot (`details.reason`), so the screen words it in its language. */
export function refusalReason(error: unknown): LinkedJackpotProblemCode | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const details = error.errors[0]?.extensions?.details as { reason?: unknown } | undefined;
  const reason = details?.reason;
  return (LINKED_JACKPOT_PROBLEM_CODES as readonly unknown[]).includes(reason)
    ? (reason as LinkedJackpotProblemCode)
    : null;
}
