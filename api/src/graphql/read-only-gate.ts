import { defaultFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { AppError } from '../shared/errors/app-error';
import type { GraphQLContext } from '../shared/graphql/graphql-context';

/**
 * A personal API token may call the report queries only (docs/reporting.md: "anything else
 * answers 403"), exactly as REST's readOnlyGuard allows only the GET report paths.
 */
function assertTokenMayCall(
  reportQueries: ReadonlySet<string>,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
): void {
  if (!context.actor?.readOnly) return;
  if (info.parentType.name === 'Query' && reportQueries.has(info.fieldName)) return;
  throw new AppError('FORBIDDEN', 'API tokens can only read reports');
}

/**
 * Puts the check in front of every root field of the built schema, the public ones included
 * (login, serverTime, recordInspectAttempt, …), which the authChecker never sees because it
 * runs only on @Authorized fields. Root fields only: nested fields of a report's answer pass,
 * and no per-field cost is added to large answers. `reportQueries`: the root Query fields a
 * token may use (declared by the modules' manifests).
 */
export function gateReadOnlyTokens(schema: GraphQLSchema, reportQueries: ReadonlySet<string>): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: GraphQLContext, info) => {
        assertTokenMayCall(reportQueries, context, info);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
