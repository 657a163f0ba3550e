import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository speaks of the product, not of how it was built: no work-log entry or tracker
 * number in code, comments, docs or test names (history lives in `git log`). New files count
 * too, before they are committed; ignored ones do not. A sign-in session is
 * product wording and passes: only the word followed by a number is refused.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

// Spelled in pieces so that this file's own text does not match what it looks for.
const WORK_LOG = new RegExp(String.raw`\b(?:${'sess'}ion|${'iss'}ue) \d+`, 'i');

/** Media and archives: not text, whatever their bytes happen to hold. */
const BINARY = /\.(png|jpe?g|gif|webp|ico|svg|opus|ogg|mp3|wav|woff2?|ttf|otf|zip|gz|pdf)$/i;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => file !== '' && !BINARY.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile());
}

function hits(file: string): string[] {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  if (bytes.subarray(0, 8000).includes(0)) return []; // binary content under a text-like name
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, i) => (WORK_LOG.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : []));
}

describe('repository words', () => {
  it('finds the pattern it refuses (the check is not vacuous)', () => {
    expect(WORK_LOG.test(['see', 'iss' + 'ue', '20'].join(' '))).toBe(true);
    expect(WORK_LOG.test(['measured in', 'Sess' + 'ion', '12'].join(' '))).toBe(true);
    expect(WORK_LOG.test('the sign-in session expired after 12 hours')).toBe(false);
  });

  it('no tracked text file cites a work-log entry or a tracker number', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(hits)).toEqual([]);
  });
});
