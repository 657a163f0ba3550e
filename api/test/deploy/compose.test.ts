import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from '../test-server';

// Docker cannot run here, so `docker compose config` is out of reach: this checks the file's
// structure with a YAML parser (yaml, already in the tree through vite and graphql-codegen), the
// proxy's configuration, and runs the API healthcheck command against a real server.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const nginx = fs.readFileSync(path.join(ROOT, 'docker/nginx.conf'), 'utf8');
const API_INSTANCES = ['api1', 'api2'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, two API instances and one proxy, with only the proxy published', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api1', 'api2', 'db', 'proxy']);
    expect(compose.services.db.image).toMatch(/^postgres:/);
    expect(compose.services.db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(compose.services.proxy.ports).toEqual(['4000:80']);
    for (const name of ['db', ...API_INSTANCES]) expect(compose.services[name].ports, name).toBeUndefined();
  });

  it('both instances: same image and settings, one database, a shared JWT secret, ready-checked on /readyz', () => {
    const [a, b] = API_INSTANCES.map((n) => compose.services[n]);
    expect(a).toEqual(b);
    expect(a.build).toBe('.');
    expect(a.environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    expect(a.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(a.environment.NODE_ENV).toBe('production');
    expect(a.depends_on.db.condition).toBe('service_healthy');
    expect(a.healthcheck.test.join(' ')).toContain('/readyz');
    for (const n of API_INSTANCES) expect(compose.services.proxy.depends_on[n].condition).toBe('service_healthy');
  });

  it("the instances' healthcheck command passes against a ready server and fails without one", async () => {
    const [, ...args] = compose.services.api1.healthcheck.test as string[];
    const run = (url: string) =>
      promisify(execFile)(
        args[0]!,
        args.slice(1).map((a) => a.replace('http://127.0.0.1:4000', url)),
      ).then(
        () => 0,
        (e: { code?: number }) => e.code ?? -1,
      );
    expect(args[0]).toBe('node');
    expect(await run(server.url)).toBe(0);
    expect(await run('http://127.0.0.1:9')).toBe(1);
  });
});

describe('docker/nginx.conf', () => {
  it('balances round robin over both instances behind one upstream', () => {
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(nginx);
    expect(upstream).not.toBeNull();
    const servers = [...upstream![2]!.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers).toEqual(API_INSTANCES.map((n) => `${n}:4000`));
    // Round robin is nginx's default: no other balancing method may be set.
    expect(upstream![2]).not.toMatch(/\b(ip_hash|least_conn|hash|random)\b/);
    expect(nginx).toContain(`proxy_pass http://${upstream![1]};`);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For/);
  });

  it('never serves /metrics publicly', () => {
    expect(nginx).toMatch(/location = \/metrics\s*\{\s*return 404;/);
  });
});
