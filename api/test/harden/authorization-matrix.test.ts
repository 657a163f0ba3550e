import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { startTestServer, type TestServer } from '../test-server';
import { databaseSnapshot } from '../db-snapshot';
import { getSchema } from '../../src/graphql/schema';
import { SCHEMA_INPUTS } from '../../src/modules';
import {
  ACTORS,
  expectedAnswer,
  isDeny,
  openSession,
  type ActorName,
  type GraphqlOutcome,
  type RestOutcome,
  type Session,
} from './matrix-actors';
import { prepareFixtures, type Fixtures } from './matrix-fixtures';
import { operationFor, schemaFields, serverRoutes } from './matrix-entries';
import { GRAPHQL_MATRIX, REST_MATRIX } from './authorization-matrix.table';

/**
 * docs/roles-and-accounts.md#roles: every REST route and every GraphQL Query/Mutation field × seven actors answers
 * exactly what authorization-matrix.table.ts says. All denied calls run first, between two
 * snapshots of the whole database that must be identical; the allowed calls run after them,
 * in the table's order, on the fixtures made for them.
 */
let server: TestServer;
let session: Session;
let fixtures: Fixtures;
let schema: GraphQLSchema;
let routes: string[];

beforeAll(async () => {
  server = await startTestServer();
  schema = await getSchema(SCHEMA_INPUTS);
  routes = await serverRoutes(server.config, server.orm);
  session = await openSession(server);
  fixtures = await prepareFixtures(server, session);
});
afterAll(() => server?.close());

interface Cell {
  label: string;
  outcome: RestOutcome | GraphqlOutcome;
  order: number;
  /** 'ok' for an allowed answer, else the HTTP status (REST) or error code (GraphQL), plus what came back. */
  call(): Promise<{ answer: string; detail: string }>;
}

function restCells(): Cell[] {
  return Object.entries(REST_MATRIX).flatMap(([route, c]) => {
    const [method, pattern] = route.split(' ') as [string, string];
    return ACTORS.map((actor, i) => ({
      label: `${route} as ${actor}`,
      outcome: c.expect[i]!,
      order: c.order ?? 0,
      call: async () => {
        const params = c.params?.(fixtures, actor) ?? {};
        const path =
          pattern.replace(/:(\w+)/g, (_m, name: string) =>
            encodeURIComponent(String(params[name] ?? `<missing ${name}>`)),
          ) + (c.query?.(fixtures) ?? '');
        const res = await server.request(method, path, { headers: session[actor], body: c.body?.(fixtures, actor) });
        const detail = JSON.stringify(res.body).slice(0, 300);
        // A refusal always says why (the client shows the message).
        if (res.status >= 400 && typeof res.body?.message !== 'string')
          return { answer: `${res.status} without a message`, detail };
        return { answer: res.status < 300 ? 'ok' : String(res.status), detail };
      },
    }));
  });
}

function graphqlCells(): Cell[] {
  return Object.entries(GRAPHQL_MATRIX).flatMap(([entry, c]) =>
    ACTORS.map((actor: ActorName, i) => ({
      label: `${entry} as ${actor}`,
      outcome: c.expect[i]!,
      order: c.order ?? 0,
      call: async () => {
        const args = c.args?.(fixtures, actor) ?? {};
        const res = await server.graphql(operationFor(schema, entry, args), args, undefined, session[actor]);
        const code = res.body?.errors?.[0]?.extensions?.code;
        return { answer: res.body?.errors ? String(code) : 'ok', detail: JSON.stringify(res.body).slice(0, 300) };
      },
    })),
  );
}

async function check(cells: Cell[], parallel: number): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cells.length) {
      const cell = cells[next++]!;
      const want = expectedAnswer(cell.outcome);
      const { answer, detail } = await cell.call();
      if (answer !== want) failures.push(`${cell.label}: expected ${want}, got ${answer} ${detail}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failures;
}

describe('authorization matrix', () => {
  it('classifies every REST route the server answers, and nothing else', () => {
    const listed = Object.keys(REST_MATRIX);
    expect(
      routes.filter((r) => !listed.includes(r)),
      'routes missing from REST_MATRIX',
    ).toEqual([]);
    expect(
      listed.filter((r) => !routes.includes(r)),
      'REST_MATRIX rows for routes that do not exist',
    ).toEqual([]);
  });

  it('classifies every GraphQL query and mutation of the built schema, and nothing else', () => {
    const fields = schemaFields(schema);
    const listed = Object.keys(GRAPHQL_MATRIX);
    expect(
      fields.filter((f) => !listed.includes(f)),
      'fields missing from GRAPHQL_MATRIX',
    ).toEqual([]);
    expect(
      listed.filter((f) => !fields.includes(f)),
      'GRAPHQL_MATRIX rows for fields that do not exist',
    ).toEqual([]);
  });

  it('every row has an allowed actor, so each request is shown valid and its denials are permission checks', () => {
    const rows = { ...REST_MATRIX, ...GRAPHQL_MATRIX };
    expect(Object.keys(rows).filter((entry) => rows[entry]!.expect.every(isDeny))).toEqual([]);
    console.log(
      `authorization matrix: ${Object.keys(REST_MATRIX).length} routes + ${Object.keys(GRAPHQL_MATRIX).length} GraphQL fields, × ${ACTORS.length} actors = ${Object.keys(rows).length * ACTORS.length} cells`,
    );
  });

  it('every denied cell answers its status or code, and together they change nothing in the database', async () => {
    const denied = [...restCells(), ...graphqlCells()].filter((c) => isDeny(c.outcome));
    const before = await databaseSnapshot(server.orm);
    // The snapshot reads the catalog: make sure it really holds the money and game tables.
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['account', 'ledger_entry', 'audit_log', 'game', 'game_claim', 'api_token']),
    );
    // Denials are independent of each other: a few at a time keeps the run short.
    const failures = await check(denied, 4);
    const after = await databaseSnapshot(server.orm);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(after).toEqual(before);
    // Hundreds of real requests (argon2 sign-ins and step-ups among them): minutes on a loaded 2-core CI machine.
  }, 180_000);

  it('every allowed cell succeeds (or answers its documented business error)', async () => {
    const allowed = [...restCells(), ...graphqlCells()]
      .filter((c) => !isDeny(c.outcome))
      .sort((a, b) => a.order - b.order);
    const failures = await check(allowed, 1);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 180_000);
});
