import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getSchema } from './schema';
import { SCHEMA_INPUTS } from '../modules';
import { GRAPHQL_LIMITS, GRAPHQL_VALIDATION_RULES, HTTP_VALIDATION_RULES, SUBSCRIPTIONS_OVER_HTTP } from './limits';
import { startTestServer, type TestServer } from '../../test/test-server';

let schema: GraphQLSchema;
const check = (doc: DocumentNode | string, rules = HTTP_VALIDATION_RULES) =>
  validate(schema, typeof doc === 'string' ? parse(doc) : doc, [...specifiedRules, ...rules]).map((e) => e.message);

/** Subscriptions go over the WebSocket, which checks the same limits (graphql/subscriptions.ts) but not the HTTP-only rule. */
const isSubscription = (doc: DocumentNode) =>
  doc.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');

/** The web app's generated operations (read only): every one must stay inside the limits. */
function webOperations(): Array<[string, DocumentNode]> {
  const file = path.resolve(import.meta.dirname, '../../../web/src/gql/graphql.ts');
  if (!fs.existsSync(file)) return [];
  const out: Array<[string, DocumentNode]> = [];
  for (const m of fs
    .readFileSync(file, 'utf8')
    .matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)) {
    out.push([m[1]!, JSON.parse(m[2]!) as DocumentNode]);
  }
  return out;
}

beforeAll(async () => {
  schema = await getSchema(SCHEMA_INPUTS);
});

describe('GraphQL limits (validation rules)', () => {
  it('accepts every web operation and the standard introspection query', () => {
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(10);
    for (const [name, doc] of ops)
      expect(check(doc, isSubscription(doc) ? GRAPHQL_VALIDATION_RULES : HTTP_VALIDATION_RULES), name).toEqual([]);
    expect(check(getIntrospectionQuery())).toEqual([]);
  });

  it('refuses documents nested deeper than the limit', () => {
    const deep = `{ __schema { types { ${'fields { type { '.repeat(8)}name${' } }'.repeat(8)} } } }`;
    expect(check(deep)).toContain(
      `The operation is nested too deeply: at most ${GRAPHQL_LIMITS.maxDepth} levels are allowed`,
    );
  });

  it('counts fragments at each use and refuses too many fields', () => {
    const frag = `fragment G on Query { ${Array.from({ length: 25 }, (_, i) => `s${i}: serverTime { __typename }`).join(' ')} }`;
    const doc = `query Wide { ${Array.from({ length: 30 }, (_, i) => `f${i}: __typename ...G`).join(' ')} } ${frag}`;
    expect(check(doc).join()).toContain(`"Wide" selects too many fields: at most ${GRAPHQL_LIMITS.maxFields}`);
  });

  it('refuses too many top-level fields', () => {
    const doc = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxRootFields + 1 }, (_, i) => `t${i}: serverTime { __typename }`).join(' ')} }`;
    expect(check(doc)).toEqual([
      `The operation asks for ${GRAPHQL_LIMITS.maxRootFields + 1} top-level fields: at most ${GRAPHQL_LIMITS.maxRootFields} are allowed`,
    ]);
  });

  it('refuses subscriptions over HTTP, saying where they are served', () => {
    expect(check('subscription { gameEvents(gameId: "x") { kind } }')).toEqual([SUBSCRIPTIONS_OVER_HTTP]);
  });

  it('survives fragment cycles (reported by graphql-js, not a hang)', () => {
    expect(check('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }').join()).toMatch(
      /Cannot spread fragment/,
    );
  });
});

describe('GraphQL limits over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers 400 with the reason for a too-deep query', async () => {
    const res = await server.graphql(
      `{ __schema { types { ${'fields { type { '.repeat(8)}name${' } }'.repeat(8)} } } }`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/nested too deeply/);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers 400 to batched requests (a JSON array), small or large', async () => {
    for (const n of [2, 100]) {
      const res = await server.request('POST', '/graphql', {
        body: Array.from({ length: n }, () => ({ query: '{ serverTime { __typename } }' })),
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/batch/i);
    }
  });

  it('answers 400, not 500, to a subscription over HTTP', async () => {
    const res = await server.graphql('subscription { gameEvents(gameId: "x") { kind } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(SUBSCRIPTIONS_OVER_HTTP);
  });

  it('still answers normal queries', async () => {
    const res = await server.graphql('{ serverTime { __typename } }');
    expect(res.status).toBe(200);
    expect(res.body.data.serverTime.__typename).toBeTruthy();
  });
});
