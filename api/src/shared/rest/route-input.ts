export type JsonSchema = Record<string, unknown>;

type InputClass = new () => object;

/** A query parameter: a string, or a whole number when `integer`. */
export interface QueryParam {
  name: string;
  description: string;
  integer?: boolean;
  enum?: string[];
}

/** What one REST route reads from the request, besides its path parameters (for the OpenAPI document). */
export interface RouteInput {
  /** The class-validator input class the handler parses the JSON body with. */
  body?: InputClass;
  /** Body fields the handler takes from elsewhere (the path, the base), not from the body. */
  omit?: string[];
  /** Body fields read besides the input class (legacy inline credentials). */
  extra?: Record<string, JsonSchema>;
  /** The query parameters read, as a class (validated with it) or a list. */
  query?: InputClass | QueryParam[];
  note?: string;
}

/**
 * The inputs of one module's REST routes, keyed "METHOD /path" exactly as its router declares
 * them. The paths, methods and role requirements of the OpenAPI document are read from the
 * routers themselves (rest/route-list.ts); openapi.test.ts fails on a key that names no real route.
 */
export type RouteInputs = Record<string, RouteInput>;

/** Query parameters several modules' report routes read. */
export const RANGE_QUERY: QueryParam[] = [
  { name: 'startDate', description: 'First Addis Ababa day, YYYY-MM-DD' },
  { name: 'endDate', description: 'Last Addis Ababa day, YYYY-MM-DD' },
];
export const HOST_ID_QUERY: QueryParam = { name: 'hostId', description: 'Only this host (owners and super admin)' };
export const ADMIN_ID_QUERY: QueryParam = { name: 'adminId', description: 'Only this host (owners and super admin)' };
