import type { AuthChecker } from 'type-graphql';
import { AppError } from '../shared/errors/app-error';
import type { Role } from '../shared/auth/actor';
import { assertEnrolledOrEnrolling } from '../shared/auth/two-factor-gate';
import type { GraphQLContext } from '../shared/graphql/graphql-context';

/**
 * The one gate for every @Authorized field: no actor → UNAUTHENTICATED, wrong role → FORBIDDEN.
 * It throws AppError (not `false`) so the client gets the same codes as from REST.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context, info }, roles) => {
  if (!context.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  // Personal API tokens were already held to the report queries in front of every root field (read-only-gate.ts).
  if (roles.length > 0 && !roles.includes(context.actor.role)) {
    throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  }
  assertEnrolledOrEnrolling(
    context.actor,
    info.parentType.name === 'Mutation' || info.parentType.name === 'Query' ? info.fieldName : undefined,
  );
  return true;
};
