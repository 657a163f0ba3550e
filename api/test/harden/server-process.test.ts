import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverProcessBaseEnv } from './server-process';

describe('the hardening server process', () => {
  it('hands tsx an absolute tsconfig, whatever relative path the root command gave', () => {
    // `npm run harden` runs `tsx --tsconfig api/tsconfig.json` at the root; the server starts in api/.
    const env = serverProcessBaseEnv({ TSX_TSCONFIG_PATH: 'api/tsconfig.json', KEEP: 'me' });
    expect(path.isAbsolute(env.TSX_TSCONFIG_PATH!)).toBe(true);
    expect(fs.existsSync(env.TSX_TSCONFIG_PATH!)).toBe(true);
    expect(env.TSX_TSCONFIG_PATH!.endsWith(path.join('api', 'tsconfig.json'))).toBe(true);
    expect(env.KEEP).toBe('me');
  });
});
