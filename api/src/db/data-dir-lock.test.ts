import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('embedded data folder lock', () => {
  it('makes a second server process on the same folder fail fast with a clear message', () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    try {
      const started = Date.now();
      const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          DATABASE_URL: '',
          NODE_ENV: 'development',
          DEMO_HISTORY_DAYS: '0',
        },
        cwd: path.resolve(import.meta.dirname, '../..'), // api/, where tsx finds the decorator settings
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is in use by another process (pid ${process.pid})`);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('refuses a second lock in the same folder and allows it after release', () => {
    const dataDir = tempDir();
    const first = lockDataDir(dataDir);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    first.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dataDir, 'server.lock'), dead.stdout);
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
