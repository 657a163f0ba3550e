import type { AuthChecker } from 'type-graphql';
import { AppError } from '../shared/errors/app-error';
import type { Role } from '../modules/account/account.entity';
import type { GraphQLContext } from './context';
import { REPORT_QUERIES } from '../modules/stats/stats.resolver';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The one gate for every @Authorized field: no actor → UNAUTHENTICATED, wrong role → FORBIDDEN.
 * It throws AppError (not `false`) so the client gets the same codes as from REST.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context, info }, roles) => {
  if (!context.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  // A personal API token may use the report queries only; nested fields of their answers pass.
  if (context.actor.readOnly && ROOT_TYPES.has(info.parentType.name) && !(info.parentType.name === 'Query' && REPORT_QUERIES.has(info.fieldName))) {
    throw new AppError('FORBIDDEN', 'API tokens can only read reports');
  }
  if (roles.length > 0 && !roles.includes(context.actor.role)) {
    throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  }
  return true;
};
