import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it. We hold an
 * exclusive lock file with our pid; a second process fails fast. A lock left by a process
 * that died (kill -9) is detected by its pid no longer running and taken over.
 */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readOrEmpty(lockPath));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            'Stop that process, or set DATA_DIR to another folder, or use DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
