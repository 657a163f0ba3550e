import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Resolves with the first of `names` that exists in `dir`, as soon as it is written (fs.watch,
 * no polling); rejects after `timeoutMs`.
 */
export function fileAppears(dir: string, names: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const found = () => names.find((n) => fs.existsSync(path.join(dir, n)));
    // Watch first, then look: a file written between the two is still seen.
    const watcher = fs.watch(dir, () => {
      const name = found();
      if (name) done(() => resolve(name));
    });
    const timer = setTimeout(
      () => done(() => reject(new Error(`none of ${names.join(', ')} appeared in ${dir} within ${timeoutMs} ms`))),
      timeoutMs,
    );
    const done = (settle: () => void) => {
      clearTimeout(timer);
      watcher.close();
      settle();
    };
    const already = found();
    if (already) done(() => resolve(already));
  });
}

/**
 * Resolves once the child's output matches `pattern` (main.ts prints "serving on <url>" once it
 * listens, after migrations and seeding); rejects when the child exits first or after `timeoutMs`.
 * `output()` is everything printed so far, for the error messages.
 */
export function outputMatches(
  child: ChildProcess,
  pattern: RegExp,
  output: () => string,
  timeoutMs: number,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output());
      if (match) done(() => resolve(match));
    };
    const exited = (code: number | null, signal: string | null) =>
      done(() => reject(new Error(`server exited (${code ?? signal}):\n${output()}`)));
    const timer = setTimeout(
      () => done(() => reject(new Error(`server did not start within ${timeoutMs / 1000} s:\n${output()}`))),
      timeoutMs,
    );
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
      settle();
    };
    // Listeners added after the caller's own: `output()` already holds the chunk when check runs.
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode, child.signalCode);
    else check();
  });
}
