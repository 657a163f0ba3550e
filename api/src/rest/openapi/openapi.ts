import type { RequestHandler, Router } from 'express';
import { listRoutesWithHandlers, type RestRouteWithHandlers } from '../route-list';
import type { RouteInput, RouteInputs } from '../../shared/rest/route-input';
import { REQUIRED_ROLES } from '../../shared/rest/request';
import { schemaOfInputClass, type JsonSchema } from './class-schema';

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
  required: ['message', 'code'],
};

/**
 * OpenAPI 3.1 document of the REST compatibility layer. Paths, methods and who may call them
 * come from the router itself (its route stack and requireRole guards), so the document cannot
 * list a route that does not exist or miss one that does; inputs come from the modules' manifests (`inputs`).
 */
export function buildOpenApiDocument(router: Router, inputs: RouteInputs): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of listRoutesWithHandlers(router)) {
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, inputs[`${route.method} ${route.path}`]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bingo hall REST compatibility API',
      version: '1',
      description:
        'The documented paths of the original clients. Every path answers under both bases: / (first backend) and /v2 (second); ' +
        "a host's card set is a property of the host. Errors are {message, code}. Wallet, scheduling, bonus and password changes " +
        'need a step-up token in X-Step-Up (POST /api/admin/step-up). When the server sets API_KEY, every request must carry it in x-api-key, ' +
        'except GET /api/openapi.json: this document is public, answered without the API key or a session (it lists paths and inputs, no data).',
    },
    servers: [
      { url: '/', description: 'first backend' },
      { url: '/v2', description: 'second backend' },
    ],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Token from POST /api/admin/login, or a read-only personal API token (report GETs only)',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'Required only when the server sets API_KEY; identifies the client, not a secret',
        },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}

/** `/game/:gameId/end` → `/game/{gameId}/end`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

function operation(route: RestRouteWithHandlers, input: RouteInput | undefined): JsonSchema {
  const roles = rolesOf(route.handlers);
  const parameters = [
    ...[...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...queryParameters(input),
  ];
  const op: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    security: roles === null ? [] : [{ bearer: [] }],
    ...(roles === null ? {} : { 'x-roles': roles.length > 0 ? roles : ['any signed-in account'] }),
    ...(input?.note ? { description: input.note } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {
      '200': { description: 'Success (201 for creations)', content: { 'application/json': { schema: {} } } },
      '4XX': {
        description: 'Refused: bad input, not signed in, not allowed, not found, blocked',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  if (input?.body) {
    const schema = schemaOfInputClass(input.body, input.omit);
    if (input.extra) schema.properties = { ...(schema.properties as JsonSchema), ...input.extra };
    op.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  return op;
}

/** The roles of the route's requireRole guard; null when the route has none (public). */
function rolesOf(handlers: unknown[]): string[] | null {
  for (const h of handlers) {
    const roles = (h as { [REQUIRED_ROLES]?: string[] })[REQUIRED_ROLES];
    if (roles) return roles;
  }
  return null;
}

function queryParameters(input: RouteInput | undefined): JsonSchema[] {
  if (!input?.query) return [];
  if (Array.isArray(input.query)) {
    return input.query.map((q) => ({
      name: q.name,
      in: 'query',
      required: false,
      description: q.description,
      schema: q.enum ? { type: 'string', enum: q.enum } : { type: q.integer ? 'integer' : 'string' },
    }));
  }
  const schema = schemaOfInputClass(input.query);
  const required = (schema.required as string[] | undefined) ?? [];
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: s,
  }));
}

/** GET /api/openapi.json: built once, on the first request. */
export function openApiHandler(router: Router, inputs: RouteInputs): RequestHandler {
  let document: string | undefined;
  return (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument(router, inputs));
    res.type('application/json').send(document);
  };
}
