import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { ClassType, PubSub } from 'type-graphql';
import { authChecker } from './auth-checker';
import { gateReadOnlyTokens } from './read-only-gate';

/** What the schema is built from: the resolvers and read-only queries of the modules' manifests. */
export interface SchemaInputs {
  resolvers: readonly ClassType[];
  /** Root Query fields a personal API token may use. */
  readOnlyQueries: ReadonlySet<string>;
}

let cached: Promise<GraphQLSchema> | undefined;

/**
 * type-graphql insists on a PubSub once there is a subscription, but ours take their events from
 * the event bus through their own `subscribe` functions (shared/events): topics are not used.
 */
const NO_TOPICS: PubSub = {
  publish: () => {
    throw new Error('subscriptions use the event bus (shared/events), not type-graphql topics');
  },
  subscribe: () => {
    throw new Error('subscriptions use the event bus (shared/events), not type-graphql topics');
  },
};

/**
 * Built once per process; type-graphql's metadata is global, so rebuilding gains nothing (the
 * composition root always passes the same inputs).
 */
export function getSchema(inputs: SchemaInputs): Promise<GraphQLSchema> {
  const [first, ...rest] = inputs.resolvers;
  if (!first) throw new Error('getSchema needs at least one resolver');
  cached ??= buildSchema({
    resolvers: [first, ...rest],
    authChecker,
    // Without this type-graphql ignores the class-validator rules on input types.
    validate: true,
    pubSub: NO_TOPICS,
  }).then((schema) => gateReadOnlyTokens(schema, inputs.readOnlyQueries));
  return cached;
}

/** The checked-in schema/schema.graphql: sorted so that moving code around changes nothing. */
export async function printSortedSchema(inputs: SchemaInputs): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await getSchema(inputs)))}\n`;
}
