import type { ManagedHostsQuery } from '../gql/graphql';

/** A host row of the back-office host lists (owner and super admin). */
export type ManagedHost = ManagedHostsQuery['hosts'][number];
