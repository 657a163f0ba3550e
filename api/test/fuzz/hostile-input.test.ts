import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { getSchema } from '../../src/graphql/schema';
import { loadConfig } from '../../src/config/config';
import { appRestRouter } from '../../src/app';
import { SCHEMA_INPUTS } from '../../src/modules';
import { listRoutes, type RestRoute } from '../../src/rest/route-list';
import type { Services } from '../../src/services';
import { startTestServer, type TestServer } from '../test-server';
import { guardedSnapshot } from '../db-snapshot';

/**
 * Hostile-input fuzzer (docs/legacy-rest.md#errors): every REST path the routers really expose and every Query
 * and Mutation field of the built schema, called as anonymous, host, owner and super admin
 * (with step-up tokens) with malformed, mistyped, oversized and odd input. Every answer must
 * be a 4xx with a message or a valid success, never a 5xx; the invalid cases change nothing.
 */
type Caller = 'anonymous' | 'host' | 'owner' | 'superAdmin';
const USERS: Record<Exclude<Caller, 'anonymous'>, string> = {
  host: 'demo',
  owner: 'owner.hawassa',
  superAdmin: 'superadmin',
};
const CALLERS: Caller[] = ['anonymous', 'host', 'owner', 'superAdmin'];

const ODD_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  "' OR 1=1; DROP TABLE account; --",
  'nul\u0000byte',
  '\u202Eevil\u202C\u200F\u200E',
  '🎉🂡👨‍👩‍👧‍👦\uD83D',
  '../../etc/passwd',
  '%00%ff%',
  '{"$gt":""}',
  'x'.repeat(10_000),
];
const ODD_NUMBERS = [0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1e308, 1e308, 0.5, -0];
const PATH_PARAMS = [
  'x',
  '0',
  '-1',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  "'%20OR%201=1",
  '%F0%9F%8E%89',
  '%E2%80%AE',
  '%00',
  'a'.repeat(2000),
  '1e309',
  'NaN',
];

interface Answer {
  status: number;
  body: any;
}
interface Case {
  name: string;
  caller: Caller;
  run(): Promise<Answer>;
}

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};
const stepUps: Partial<Record<Caller, string>> = {};
let schema: GraphQLSchema;
let routes: RestRoute[];
let counter = 0;

function headersFor(caller: Caller): Record<string, string> {
  // A fresh forwarded address per request: sign-in failures from the fuzz must not block 127.0.0.1.
  const n = ++counter;
  const xff = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const base: Record<string, string> = { 'x-forwarded-for': xff };
  if (caller === 'anonymous') return base;
  return { ...base, authorization: `Bearer ${tokens[caller]}`, 'x-step-up': stepUps[caller]! };
}

async function raw(
  method: string,
  path: string,
  caller: Caller,
  body: string | Buffer | undefined,
  contentType = 'application/json',
): Promise<Answer> {
  const headers = headersFor(caller);
  if (body !== undefined) headers['content-type'] = contentType;
  const res = await fetch(server.url + path, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed };
}

const gql = (caller: Caller, payload: unknown) => raw('POST', '/graphql', caller, JSON.stringify(payload));

/** Whether an answer is acceptable; otherwise why not. */
function verdict(a: Answer, graphql: boolean): string | null {
  if (a.status >= 500) return `HTTP ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`;
  if (graphql) {
    const errors: any[] = Array.isArray(a.body?.errors) ? a.body.errors : [];
    const bad = errors.find(
      (e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR' || typeof e?.message !== 'string' || !e.message,
    );
    if (bad) return `GraphQL ${JSON.stringify(bad).slice(0, 300)}`;
    // Transport errors (body parsing, size) answer the REST shape {message} before GraphQL runs.
    if (a.status >= 400 && errors.length === 0 && (typeof a.body?.message !== 'string' || !a.body.message))
      return `HTTP ${a.status} without a message`;
    if (a.status < 400 && errors.length === 0 && a.body?.data === undefined) return 'success without data';
    return null;
  }
  if (a.status >= 400 && (typeof a.body?.message !== 'string' || !a.body.message))
    return `HTTP ${a.status} without a message: ${JSON.stringify(a.body).slice(0, 200)}`;
  if (/at .+\.(ts|js):\d+/.test(JSON.stringify(a.body))) return 'stack trace in the answer';
  return null;
}

// ---------------------------------------------------------------- REST cases

const FIELD_NAMES = new Set<string>([
  'bettingAmount',
  'masterKey',
  'adminId',
  'newPassword',
  'amount',
  'username',
  'password',
  'calledNumbers',
  'cardSet',
]);

function concretePath(path: string, param: string): string {
  return path.replace(/:[A-Za-z_]+/g, param);
}

function restCases(invalidOnly: boolean): Case[] {
  const cases: Case[] = [];
  const fields = [...FIELD_NAMES];
  for (const base of ['', '/v2']) {
    for (const route of routes) {
      const hasParams = route.path.includes(':');
      const full = base + route.path;
      const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
      const callers: Caller[] = base === '' ? CALLERS : ['host', 'superAdmin'];
      for (const caller of callers) {
        const add = (name: string, path: string, body?: string | Buffer, type?: string) =>
          cases.push({
            name: `${route.method} ${full} ${name}`,
            caller,
            run: () => raw(route.method, path, caller, body, type),
          });
        const p0 = concretePath(full, 'x');
        if (invalidOnly) {
          if (takesBody) {
            add('malformed JSON', p0, '{"a": 1,,');
            add('truncated JSON', p0, '{"username": "demo", "pass');
            if (base === '') {
              add('array body', p0, '[1,2,3]');
              add(
                'wrong types everywhere',
                p0,
                JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, i % 2 ? { $ne: null } : [[[]]]]))),
              );
              add('text/plain body', p0, 'hello', 'text/plain');
              add('bad charset', p0, '{}', 'application/json; charset=klingon');
              if (caller === 'host') add('oversized body', p0, Buffer.alloc(1_200_000, 'a'));
            }
          }
          if (hasParams && base === '')
            for (const param of PATH_PARAMS.slice(0, caller === 'anonymous' ? 3 : PATH_PARAMS.length))
              add(`param ${param.slice(0, 20)}`, concretePath(full, param), takesBody ? '{}' : undefined);
          if (route.method === 'GET' && base === '')
            add(
              'odd query',
              `${p0}?page=-1&limit=1e9&hostId=%00&startDate=<x>&endDate[]=1&platformShare=NaN&adminId=a&adminId=b`,
            );
        } else if (takesBody && base === '' && (caller === 'host' || caller === 'superAdmin')) {
          for (const s of ODD_STRINGS)
            add(`odd string ${s.slice(0, 12)}`, p0, JSON.stringify(Object.fromEntries(fields.map((f) => [f, s]))));
          for (const n of ODD_NUMBERS)
            add(`number ${n}`, p0, JSON.stringify(Object.fromEntries(fields.map((f) => [f, n]))));
          add('missing fields', p0, '{}');
        }
      }
    }
  }
  return cases;
}

// ------------------------------------------------------------- GraphQL cases

function typeRef(type: GraphQLInputType): string {
  return type.toString();
}

/** A value of the right shape; `scalar` picks the odd value for leaves. */
function valueFor(type: GraphQLInputType, leaf: (name: string) => unknown, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, leaf, depth);
  if (isListType(type)) return [valueFor(type.ofType, leaf, depth + 1), valueFor(type.ofType, leaf, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueFor(f.type, leaf, depth + 1)]));
  }
  if (isScalarType(type)) return leaf(type.name);
  return null;
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
}

function documentFor(
  op: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: readonly GraphQLArgument[],
  extraArg = false,
): string {
  const vars = args.map((a) => `$${a.name}: ${typeRef(a.type)}`).join(', ');
  const call = [...args.map((a) => `${a.name}: $${a.name}`), ...(extraArg ? ['notAnArgument: 1'] : [])].join(', ');
  return `${op} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${call ? `(${call})` : ''}${selectionFor(field)} }`;
}

function wrongTypeLeaf(name: string): unknown {
  return name === 'String' || name === 'ID' ? { nested: ['object'] } : 'not-a-number';
}

function graphqlFields(): Array<{ op: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> {
  const out: Array<{ op: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [];
  for (const f of Object.values(schema.getQueryType()!.getFields())) out.push({ op: 'query', field: f });
  for (const f of Object.values(schema.getMutationType()!.getFields())) out.push({ op: 'mutation', field: f });
  return out;
}

function graphqlCases(invalidOnly: boolean): Case[] {
  const cases: Case[] = [];
  for (const { op, field } of graphqlFields()) {
    const args = field.args;
    for (const caller of CALLERS) {
      const add = (name: string, payload: unknown) =>
        cases.push({ name: `${op} ${field.name} ${name}`, caller, run: () => gql(caller, payload) });
      if (invalidOnly) {
        add('unknown argument', { query: documentFor(op, field, args, true), variables: valueForArgs(args, () => 1) });
        add('selection on a leaf / missing selection', {
          query: `${op} { ${field.name}${selectionFor(field) ? '' : ' { nope }'} }`,
        });
        if (args.length === 0) continue;
        add('wrong types', { query: documentFor(op, field, args), variables: valueForArgs(args, wrongTypeLeaf) });
        add('huge numbers', {
          query: documentFor(op, field, args),
          variables: valueForArgs(args, (n) => (n === 'Int' ? 2 ** 53 + 2 : n === 'Float' ? 'Infinity' : 2 ** 40)),
        });
        add('variables not an object', { query: documentFor(op, field, args), variables: [1, 2] });
        add('extra input field', {
          query: documentFor(op, field, args),
          variables: Object.fromEntries(args.map((a) => [a.name, withExtraField(a.type)])),
        });
        if (args.some((a) => isNonNullType(a.type))) {
          add('missing required', { query: documentFor(op, field, args), variables: {} });
          add('null for non-null', {
            query: documentFor(op, field, args),
            variables: Object.fromEntries(args.map((a) => [a.name, null])),
          });
        }
      } else if (caller !== 'anonymous' || op === 'mutation') {
        if (args.length === 0) {
          if (op === 'query') add('plain', { query: documentFor(op, field, args) });
          continue;
        }
        // Every odd string for host and super admin; a sample for the others (keeps the run short).
        const strings = caller === 'host' || caller === 'superAdmin' ? ODD_STRINGS : ODD_STRINGS.slice(2, 7);
        for (const s of strings)
          add(`odd string ${s.slice(0, 12)}`, {
            query: documentFor(op, field, args),
            variables: valueForArgs(args, (n) => (n === 'Int' ? 1 : n === 'Float' ? 0.5 : n === 'Boolean' ? true : s)),
          });
        for (const n of [0, -1, 2147483647, -2147483648])
          add(`int ${n}`, {
            query: documentFor(op, field, args),
            variables: valueForArgs(args, (t) =>
              t === 'Int' ? n : t === 'Float' ? n * 1e300 : t === 'Boolean' ? false : String(n),
            ),
          });
      }
    }
  }
  return cases;
}

function valueForArgs(args: readonly GraphQLArgument[], leaf: (name: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(args.map((a) => [a.name, valueFor(a.type, leaf)]));
}

function withExtraField(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  const v = valueFor(type, (n) => (n === 'Int' ? 1 : n === 'Float' ? 1 : n === 'Boolean' ? true : 'x'));
  if (isInputObjectType(named) && v && typeof v === 'object' && !Array.isArray(v))
    return { ...v, __proto__x: 1, isAdmin: true, role: 'SUPER_ADMIN' };
  return { injected: true };
}

// ------------------------------------------------------------ malformed URLs

/** Broken percent-escapes, dot segments (plain and escaped) and overlong paths, on every kind of path. */
const URL_PREFIXES = ['/game/', '/v2/game/', '/admin/', '/api/admin/', '/assets/', '/verify/', '/verify/assets/', '/'];
const URL_TAILS = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '..%2f..%2fpackage.json',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '..%5c..%5cpackage.json',
  '....//....//package.json',
  'x/%2e%2e%2f%2e%2e%2fapi/package.json',
  '%00',
  'index.html%00.js',
  `${'a'.repeat(8_000)}`,
  `${'a/'.repeat(3_000)}x`,
  `${'%E0%A4%A/'.repeat(500)}`,
];

function urlCases(): Case[] {
  const cases: Case[] = [];
  for (const prefix of URL_PREFIXES)
    for (const tail of URL_TAILS)
      for (const method of ['GET', 'POST'])
        cases.push({
          name: `${method} ${prefix}${tail.slice(0, 30)} malformed URL`,
          caller: 'host',
          run: () => raw(method, prefix + tail, 'host', method === 'POST' ? '{}' : undefined),
        });
  return cases;
}

// ------------------------------------------------------- shape and size cases

function shapeCases(): Case[] {
  const cases: Case[] = [];
  for (const caller of CALLERS) {
    const add = (name: string, run: () => Promise<Answer>) => cases.push({ name, caller, run });
    add('batched array of 2', () =>
      gql(caller, [{ query: '{ serverTime { __typename } }' }, { query: '{ me { id } }' }]),
    );
    add('batched array of 500', () =>
      gql(
        caller,
        Array.from({ length: 500 }, () => ({ query: '{ serverTime { __typename } }' })),
      ),
    );
    add('empty array', () => gql(caller, []));
    add('deep introspection', () =>
      gql(caller, {
        query: `{ __schema { types { ${'fields { type { ofType { '.repeat(12)}name${' } } }'.repeat(12)} } } }`,
      }),
    );
    add('deep nesting', () => gql(caller, { query: `{ ${'me { '.repeat(200)}id${' }'.repeat(200)} }` }));
    add('very deep braces', () => gql(caller, { query: `{ ${'a { '.repeat(5000)}b${' }'.repeat(5000)} }` }));
    add('wide aliases', () =>
      gql(caller, {
        query: `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: serverTime { __typename }`).join(' ')} }`,
      }),
    );
    add('many fragments', () =>
      gql(caller, {
        query: `{ ...F0 } ${Array.from({ length: 300 }, (_, i) => `fragment F${i} on Query { serverTime { __typename } ${i < 299 ? `...F${i + 1}` : ''} }`).join(' ')}`,
      }),
    );
    add('fragment cycle', () =>
      gql(caller, { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
    );
    add('directive flood', () =>
      gql(caller, { query: `{ serverTime ${'@include(if: true) '.repeat(2000)}{ __typename } }` }),
    );
    add('syntax error', () => gql(caller, { query: '{ me { id }' }));
    add('no query', () => gql(caller, { variables: {} }));
    add('query not a string', () => gql(caller, { query: 42 }));
    add('two operations, none named', () => gql(caller, { query: 'query A { me { id } } query B { me { id } }' }));
    add('unknown operation name', () => gql(caller, { query: 'query A { me { id } }', operationName: 'Z' }));
    add('subscription', () => gql(caller, { query: 'subscription { x }' }));
    add('malformed JSON', () => raw('POST', '/graphql', caller, '{"query": '));
    add('oversized', () =>
      raw('POST', '/graphql', caller, JSON.stringify({ query: `{ me { id } } #${'x'.repeat(1_200_000)}` })),
    );
    add('GET mutation', () =>
      raw('GET', `/graphql?query=${encodeURIComponent('mutation { cancelAllFreeGames }')}`, caller, undefined),
    );
    add('GET without preflight header', () =>
      raw('GET', `/graphql?query=${encodeURIComponent('{ serverTime { __typename } }')}`, caller, undefined),
    );
    add('text/plain', () => raw('POST', '/graphql', caller, '{"query":"{ me { id } }"}', 'text/plain'));
    add('huge string literal', () =>
      gql(caller, { query: `{ game(gameId: "${'9'.repeat(100_000)}") { __typename } }` }),
    );
    add('huge int literal', () =>
      gql(caller, { query: '{ lastGames(limit: 99999999999999999999999) { __typename } }' }),
    );
    add('NUL in query', () => gql(caller, { query: '{ me\u0000 { id } }' }));
  }
  return cases;
}

async function runAll(cases: Case[], graphqlOf: (c: Case) => boolean, concurrency = 6): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        let problem: string | null;
        try {
          problem = verdict(await c.run(), graphqlOf(c));
        } catch (error) {
          problem = `request failed: ${String(error)}`;
        }
        if (problem) failures.push(`${c.name} as ${c.caller}: ${problem}`);
      }
    }),
  );
  return failures;
}

/**
 * `npm test` runs every STRIDE-th case (about 2,000 of 7,900) so the suite stays in its time
 * budget; `npm run harden` sets BINGO_FUZZ_FULL=1 and runs them all. The offset moves with the
 * day so every case is exercised over four days; BINGO_FUZZ_OFFSET repeats a given run.
 */
const STRIDE = 4;
const FULL = process.env.BINGO_FUZZ_FULL === '1';
const OFFSET = Number(process.env.BINGO_FUZZ_OFFSET ?? Math.floor(Date.now() / 86_400_000) % STRIDE);
/** The full run has four times the cases: on a shared two-core machine it needs more than 2 minutes. */
const CASES_TIMEOUT_MS = FULL ? 600_000 : 120_000;
function sample(cases: Case[]): Case[] {
  return FULL ? cases : cases.filter((_, i) => i % STRIDE === OFFSET);
}

const isGraphql = (c: Case) => !/^(GET|POST|PUT|DELETE|PATCH) \//.test(c.name);

/** A built web app's layout (index, hashed assets, the verify entry), so static paths are served too. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-fuzz-web-'));
  const files: Record<string, string> = {
    'index.html': '<div id="root"></div>',
    'assets/app-1.js': 'export {};',
    'verify/verify.html': '<div id="verify"></div>',
    'verify/assets/verify-1.js': 'export {};',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: webDist() });
  for (const [caller, username] of Object.entries(USERS)) {
    tokens[caller as Caller] = await server.login(username);
    stepUps[caller as Caller] = await server.stepUp(tokens[caller as Caller]!);
  }
  schema = await getSchema(SCHEMA_INPUTS);
  const anything: Services = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) }) as Services;
  routes = listRoutes(appRestRouter(anything, loadConfig({ NODE_ENV: 'test' })));
  for (const t of Object.values(schema.getTypeMap()))
    if (isInputObjectType(t)) for (const f of Object.keys(t.getFields())) FIELD_NAMES.add(f);
});
afterAll(() => server?.close());

describe('hostile input', () => {
  let total = 0;

  it('the route list is what the routers expose', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/game/start' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/admin/arif/offense/:adminId/update/wallet' });
  });

  it(
    'invalid cases: never a 5xx, always a message, and the database is unchanged',
    async () => {
      const before = await guardedSnapshot(server.orm);
      // The shape cases (batches, depth, width, oversized) are few and always run in full.
      const cases = [...sample([...restCases(true), ...graphqlCases(true)]), ...shapeCases()];
      total += cases.length;
      const failures = await runAll(cases, isGraphql);
      expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
      expect(await guardedSnapshot(server.orm)).toEqual(before);
      console.log(`hostile input: ${cases.length} invalid cases`);
    },
    CASES_TIMEOUT_MS,
  );

  it('malformed URLs: a 400 or 404 with the usual JSON body, never a 5xx', async () => {
    const cases = urlCases();
    total += cases.length;
    const failures = await runAll(cases, () => false);
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
    for (const path of ['/game/%E0%A4%A', '/assets/..%2f..%2fpackage.json', '/assets/%E0%A4%A']) {
      const answer = await raw('GET', path, 'anonymous', undefined);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    // Longer than Node's header limit: refused before Express, with the same JSON body.
    const huge = await raw('GET', `/game/${'a'.repeat(20_000)}`, 'anonymous', undefined);
    expect(huge.status).toBe(431);
    expect(huge.body).toMatchObject({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
    // The web app still answers its pages and files.
    expect((await raw('GET', '/assets/app-1.js', 'anonymous', undefined)).status).toBe(200);
    expect((await raw('GET', '/some/screen', 'anonymous', undefined)).body).toContain('root');
  }, 120_000);

  it(
    'odd but well-shaped values: never a 5xx',
    async () => {
      const cases = sample([...restCases(false), ...graphqlCases(false)]);
      total += cases.length;
      const failures = await runAll(cases, isGraphql);
      expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
      console.log(
        `hostile input: ${cases.length} well-shaped cases, ${total} in all (${FULL ? 'full run' : `sample ${OFFSET} of ${STRIDE}, BINGO_FUZZ_OFFSET=${OFFSET} repeats it`})`,
      );
      expect(total).toBeGreaterThanOrEqual(1000);
    },
    CASES_TIMEOUT_MS,
  );
});
