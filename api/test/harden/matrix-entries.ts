import { getNamedType, isCompositeType, type GraphQLSchema } from 'graphql';
import { appRestRouter, createApp } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import type { Orm } from '../../src/db/open-orm';
import { listRoutes } from '../../src/rest/route-list';
import type { Services } from '../../src/services';
import { createLogger } from '../../src/shared/http/logger';
import { webApp } from '../../src/web/static';

/** Services that are never called: the routers are built only to read their route tables. */
const unusedServices = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) }) as Services;
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/**
 * Every "METHOD /path" the server answers: the REST router's routes (as mounted on `/`; `/v2`
 * is the same router) and the routes the app declares itself (health, and whatever is added
 * there later, e.g. /metrics), without the web app's page routes.
 */
export async function serverRoutes(config: AppConfig, orm: Orm): Promise<string[]> {
  const rest = listRoutes(appRestRouter(unusedServices, config)).map(key);
  const app = await createApp({ config, orm, services: unusedServices, logger: createLogger('silent') });
  try {
    const web = new Set(listRoutes(webApp(config.webDistDir)).map(key));
    const own = listRoutes(app.express.router)
      .map(key)
      .filter((k) => !web.has(k));
    return [...new Set([...own, ...rest])];
  } finally {
    await app.stop();
  }
}

/** Every Query and Mutation field of the built schema, as "Query.name" / "Mutation.name". */
export function schemaFields(schema: GraphQLSchema): string[] {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
    t ? Object.keys(t.getFields()).map((f) => `${t.name}.${f}`) : [],
  );
}

/**
 * The smallest operation calling one root field with these arguments: variables typed as the
 * schema declares them, `{ __typename }` for an object answer. Unknown arguments throw, so a
 * renamed argument fails the matrix instead of turning a call invalid.
 */
export function operationFor(schema: GraphQLSchema, entry: string, args: Record<string, unknown>): string {
  const [root, name] = entry.split('.') as ['Query' | 'Mutation', string];
  const field = (root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields()[name!];
  if (!field) throw new Error(`${entry} is not in the schema`);
  const unknown = Object.keys(args).filter((a) => !field.args.some((d) => d.name === a));
  if (unknown.length > 0) throw new Error(`${entry} has no argument ${unknown.join(', ')}`);
  const used = field.args.filter((a) => a.name in args);
  const declare = used.length > 0 ? `(${used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  const pass = used.length > 0 ? `(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const select = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${root === 'Query' ? 'query' : 'mutation'}${declare} { ${name}${pass}${select} }`;
}
