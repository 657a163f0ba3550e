import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags';

const MB = 1024 * 1024;

describe('the server’s V8 flags', () => {
  it('are the ones `npm start` passes, and Node takes them', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(manifest.scripts.start).toMatch(/^node \$npm_package_config_nodeFlags --import tsx src\/main\.ts$/);
    const flags = serverNodeFlags();
    expect(flags).toContain('--max-semi-space-size=8');
    // A process that churns through short-lived objects grows its young generation to its limit:
    // two 8 MB semi-spaces with the flags (V8's own limit grows with the machine's memory: 2 × 64 MB
    // on a 24 GB machine).
    const churn = `let keep = [];
      for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 2e5) keep = []; }
      console.log(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);`;
    const youngSpace = (nodeFlags: string[]) => {
      const run = spawnSync(process.execPath, [...nodeFlags, '-e', churn], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return Number(run.stdout.trim());
    };
    expect(youngSpace(flags)).toBeLessThanOrEqual(2 * 8 * MB);
  });
});
