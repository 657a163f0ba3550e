import type { AnyEntitySchema, Orm } from './db/orm';
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { RouteInputs } from './rest/route-input';

/**
 * One module's public wiring, exported from its index.ts. The composition root (api/src/modules.ts)
 * lists every manifest once; the entity list, the GraphQL schema, the REST router, the OpenAPI
 * inputs and the read-only token rules derive from that list. `S` is what the module's resolvers
 * and REST handlers read from the services (its own services, plus any other module's it names).
 */
export interface ModuleManifest<S = never> {
  name: string;
  /** The tables the module owns (MikroORM schemas). */
  entities?: readonly AnyEntitySchema[];
  /** Its type-graphql resolver classes. */
  resolvers?: readonly ClassType[];
  rest?: {
    /** Its REST routes, built from the services (mounted in the order of the manifest list). */
    router: (services: S) => Router;
    /** The OpenAPI inputs of those routes. */
    inputs?: RouteInputs;
  };
  /** What a read-only personal API token may reach: report queries and GET report paths. */
  readOnly?: { queries?: readonly string[]; getPaths?: readonly RegExp[] };
  /**
   * Deletes the module's records that no rule reads any more (expired codes, attempts past their
   * window, plus shared/housekeeping.ts's grace); answers how many. Each instance runs it every few
   * minutes (api/src/server.ts).
   */
  prune?: (orm: Orm, now: Date) => Promise<number>;
  /** Builds the module's services from what it needs (its dependencies stay visible in its type). */
  createServices?: (deps: never) => object;
}
