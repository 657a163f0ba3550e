import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { webApp } from '../../src/web/static';

export interface DistServer {
  url: string;
  close(): void;
}

/**
 * For the web-serving tests: a temporary folder laid out like web/dist (`files` by relative
 * path), served by `webApp` behind `before` (e.g. the security headers) over real HTTP.
 */
export async function serveDist(
  files: Record<string, string | Buffer>,
  before: RequestHandler[] = [],
): Promise<DistServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const server = express()
    .use(...before, webApp(dir))
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
