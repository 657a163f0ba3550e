import fs from 'node:fs';
import path from 'node:path';

/**
 * The V8 flags the API server runs with, as `npm start` passes them (api/package.json's
 * `config.nodeFlags`): a young generation of 8 MB semi-spaces instead of V8's 32 MB on a large
 * machine, and an old generation that grows by a quarter before its next full collection. With
 * V8's defaults an idle server held about 100 MB of young-generation pages and a 100,000-row
 * export left old garbage to 330 MB resident; with these it stays under 256 MB for the same CPU
 * per game (docs/performance.md). Processes that stand for the server (benches, browser tests,
 * the hardening harness) start it with the same flags.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    config?: { nodeFlags?: string };
  };
  return (manifest.config?.nodeFlags ?? '').split(' ').filter(Boolean);
}
