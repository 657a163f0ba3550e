import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './static';

let dir: string;
let url: string;
let close: () => void;
const JS = 'console.log("bingo");'.repeat(200);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets/app.js'), JS);
  fs.writeFileSync(path.join(dir, 'assets/app.js.br'), zlib.brotliCompressSync(JS));
  fs.writeFileSync(path.join(dir, 'assets/app.js.gz'), zlib.gzipSync(JS));
  const app = express().use(webApp(dir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('serves brotli when accepted, with the original content type, and the body decodes to the file', async () => {
    const res = await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await res.text()).toBe(JS); // fetch decodes it
  });

  it('serves gzip to a client without brotli, and the plain file to one without either', async () => {
    expect((await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${url}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JS);
  });

  it('never leaves the assets folder', async () => {
    const res = await fetch(`${url}/assets/..%2Findex.html`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
