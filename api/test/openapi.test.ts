import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import type { Services } from '../src/services';
import { appRestRouter } from '../src/app';
import { listRoutes } from '../src/rest/route-list';
import { ROUTE_INPUTS } from '../src/modules';
import { openApiPath } from '../src/rest/openapi/openapi';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let doc: any;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = res.body;
  // A router built apart from the server's (services are never called while listing), walked
  // through Express's own route stack: the routes that really exist.
  const anything = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) }) as Services;
  routes = listRoutes(appRestRouter(anything, loadConfig({ NODE_ENV: 'test' })));
});
afterAll(() => server?.close());

const documented = (): string[] =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with both bases as servers', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(['/', '/v2']);
  });

  it('documents every route the routers answer, and no other', () => {
    expect(routes.length).toBeGreaterThan(60);
    const real = routes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    expect(documented().sort()).toEqual(real);
  });

  it('every entry of the inputs table names a real route', () => {
    const real = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(ROUTE_INPUTS).filter((key) => !real.has(key))).toEqual([]);
  });

  it("says who may call each route, from the routers' own guards", () => {
    expect(doc.paths['/api/admin/login'].post.security).toEqual([]);
    expect(doc.paths['/current'].get.security).toEqual([]);
    expect(doc.paths['/game/start'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/game/start'].post['x-roles']).toEqual(['HOST']);
    expect(doc.paths['/admin/arif/offense/{adminId}/update/wallet'].put['x-roles']).toEqual(['OWNER', 'SUPER_ADMIN']);
    expect(doc.paths['/admin/stats'].get['x-roles']).toEqual(['any signed-in account']);
  });

  it('describes bodies from the class-validator input classes', () => {
    const start = doc.paths['/game/start'].post.requestBody.content['application/json'].schema;
    expect(start.properties.cardPaletteNumbers).toMatchObject({
      type: 'array',
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 100 },
    });
    expect(start.properties.bettingAmount).toMatchObject({ type: 'integer', minimum: 1, maximum: 100000 });
    const login = doc.paths['/api/admin/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(expect.arrayContaining(['username', 'password']));
    // Taken from the path, not the body.
    const commission = doc.paths['/admin/{id}/commission-rate'].put.requestBody.content['application/json'].schema;
    expect(commission.properties.hostId).toBeUndefined();
  });

  it('is well-formed: path templates match their parameters, every operation answers, refs resolve', () => {
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(ops)) {
        const inPath = (op.parameters ?? [])
          .filter((p: { in: string }) => p.in === 'path')
          .map((p: { name: string }) => p.name)
          .sort();
        expect(inPath, path).toEqual(names);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        expect(typeof op.operationId).toBe('string');
      }
    }
    const ids = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref[1]!.split('/').reduce((node: any, key) => node?.[key], doc);
      expect(target, ref[1]).toBeDefined();
    }
  });
});

describe('GET /api/openapi.json when the server sets API_KEY', () => {
  it('is public (no key, no session) and says so; the routes it lists still need the key', async () => {
    const keyed = await startTestServer({ API_KEY: 'client-key-1' });
    try {
      const res = await keyed.request('GET', '/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.info.description).toContain('GET /api/openapi.json: this document is public');
      expect((await keyed.request('GET', '/current')).status).toBe(401);
    } finally {
      await keyed.close();
    }
  });
});
