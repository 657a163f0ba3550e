import express from 'express';
import helmet from 'helmet';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersOf, securityHeaders } from './security-headers';

describe('security headers', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.disable('x-powered-by');
    app.use(securityHeaders);
    app.get('/', (_req, res) => res.json({ ok: true }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the strict policy on every response', async () => {
    const res = await fetch(url);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('reads the headers helmet sets, as a real response gets them', async () => {
    const app = express();
    const mw = helmet({ strictTransportSecurity: false, xFrameOptions: { action: 'deny' } });
    app.use(mw);
    app.get('/', (_req, res) => res.end());
    const other = http.createServer(app);
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      const recorded = new Map(headersOf(mw).map(([k, v]) => [k.toLowerCase(), v]));
      expect(recorded.get('x-frame-options')).toBe('DENY');
      for (const [name, value] of recorded) expect(res.headers.get(name)).toBe(value);
      expect(recorded.size).toBeGreaterThan(8);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
