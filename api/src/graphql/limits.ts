import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits on the shape of a GraphQL document, checked during validation (before any resolver
 * runs); a document over a limit answers 400 GRAPHQL_VALIDATION_FAILED with the reason.
 * The web app's largest operation stays far below each (see limits.test.ts).
 */
export const GRAPHQL_LIMITS = {
  /** Nested selection levels (a field with a sub-selection adds one). Introspection needs ~13. */
  maxDepth: 15,
  /** Field selections in all, fragments expanded at every use. */
  maxFields: 1_500,
  /** Fields at the root of one operation (each may be a database query). */
  maxRootFields: 30,
  /** Operations in one HTTP request: batching (a JSON array) is switched off in app.ts. */
  maxBatch: 1,
} as const;

interface Measure {
  depth: number;
  fields: number;
}

function measure(
  context: ValidationContext,
  set: SelectionSetNode,
  level: number,
  visiting: Set<string>,
  budget: Measure,
): void {
  budget.depth = Math.max(budget.depth, level);
  for (const selection of set.selections) {
    // Stop early: a hostile document must not make the check itself expensive.
    if (budget.fields > GRAPHQL_LIMITS.maxFields || budget.depth > GRAPHQL_LIMITS.maxDepth) return;
    if (selection.kind === Kind.FIELD) {
      budget.fields++;
      if (selection.selectionSet) measure(context, selection.selectionSet, level + 1, visiting, budget);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(context, selection.selectionSet, level, visiting, budget);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: graphql-js's own rules report it
      visiting.add(name);
      measure(context, fragment.selectionSet, level, visiting, budget);
      visiting.delete(name);
    }
  }
}

function rootFieldCount(context: ValidationContext, set: SelectionSetNode, visiting = new Set<string>()): number {
  let n = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) n++;
    else if (selection.kind === Kind.INLINE_FRAGMENT) n += rootFieldCount(context, selection.selectionSet, visiting);
    else {
      const fragment = context.getFragment(selection.name.value);
      if (!fragment || visiting.has(selection.name.value)) continue;
      visiting.add(selection.name.value);
      n += rootFieldCount(context, fragment.selectionSet, visiting);
    }
  }
  return n;
}

/** Depth, size and root-width limits per operation. */
export const queryLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    const name = node.name ? `"${node.name.value}"` : 'The operation';
    const budget: Measure = { depth: 0, fields: 0 };
    measure(context, node.selectionSet, 1, new Set(), budget);
    if (budget.depth > GRAPHQL_LIMITS.maxDepth) {
      context.reportError(
        new GraphQLError(`${name} is nested too deeply: at most ${GRAPHQL_LIMITS.maxDepth} levels are allowed`, {
          nodes: [node],
        }),
      );
    } else if (budget.fields > GRAPHQL_LIMITS.maxFields) {
      context.reportError(
        new GraphQLError(
          `${name} selects too many fields: at most ${GRAPHQL_LIMITS.maxFields} (fragments counted at each use)`,
          { nodes: [node] },
        ),
      );
    }
    const roots = rootFieldCount(context, node.selectionSet);
    if (roots > GRAPHQL_LIMITS.maxRootFields) {
      context.reportError(
        new GraphQLError(
          `${name} asks for ${roots} top-level fields: at most ${GRAPHQL_LIMITS.maxRootFields} are allowed`,
          { nodes: [node] },
        ),
      );
    }
  },
});

/**
 * graphql 16 only notices at execution that the schema has no root type for an operation
 * (e.g. `subscription { … }` here), and Apollo then answers it as an internal error. Refuse it
 * during validation instead (graphql 17 has this rule built in as KnownOperationTypesRule).
 */
export const knownOperationTypesRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    const root =
      node.operation === 'query'
        ? schema.getQueryType()
        : node.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!root)
      context.reportError(
        new GraphQLError(`This API does not support ${node.operation} operations`, { nodes: [node] }),
      );
  },
});

export const GRAPHQL_VALIDATION_RULES: ValidationRule[] = [knownOperationTypesRule, queryLimitsRule];

export const SUBSCRIPTIONS_OVER_HTTP = 'Subscriptions need a WebSocket: connect with graphql-ws to /graphql';

/**
 * A subscription is a lasting stream: over HTTP it is refused during validation (400), saying
 * where it is served instead (graphql/subscriptions.ts).
 */
export const noSubscriptionsOverHttpRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription')
      context.reportError(new GraphQLError(SUBSCRIPTIONS_OVER_HTTP, { nodes: [node] }));
  },
});

/** What Apollo validates HTTP requests with. */
export const HTTP_VALIDATION_RULES: ValidationRule[] = [...GRAPHQL_VALIDATION_RULES, noSubscriptionsOverHttpRule];
