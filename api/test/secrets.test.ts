import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * No secret in the repository (every tracked file) or in the built web bundle (web/dist when
 * built). Patterns are assembled from pieces so this file does not match itself.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const B = '-----BEGIN';
const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ['private key', new RegExp(`${B} (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY`)],
  ['JWT', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/],
  ['AWS access key', new RegExp(`\\b${'AK'}IA[0-9A-Z]{16}\\b`)],
  ['GitHub token', new RegExp(`\\bgh[pousr]_[A-Za-z0-9]{36}\\b`)],
  ['Slack token', new RegExp(`\\bxox[abprs]-[A-Za-z0-9-]{10,}`)],
  ['Google API key', new RegExp(`\\b${'AI'}za[0-9A-Za-z_-]{35}\\b`)],
  ['Stripe live key', new RegExp(`\\b[sr]k_${'live'}_[0-9A-Za-z]{16,}`)],
  ['npm token', new RegExp(`\\bnpm_[A-Za-z0-9]{36}\\b`)],
  ['URL with a password', /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@'"`]+:(?!\$\{|<|…|\.\.\.)[^/\s:@'"`]{6,}@[^\s'"`]+/i],
  ['JWT_SECRET value', /\bJWT_SECRET\s*=\s*['"]?(?!\$|<|…|\s|$)[^\s'"]{16,}/],
];

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
}

function isBinary(buf: Buffer): boolean {
  return buf.subarray(0, 8000).includes(0);
}

function findings(name: string, text: string, extra: Array<[string, RegExp]> = []): string[] {
  const out: string[] = [];
  for (const [label, re] of [...SECRET_PATTERNS, ...extra]) {
    const m = re.exec(text);
    if (m) out.push(`${name}: ${label} (${m[0].slice(0, 24)}…)`);
  }
  return out;
}

describe('secrets', () => {
  it('no tracked file holds a secret, and no .env file is tracked', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files) {
      if (/(^|\/)\.env(\.|$)/.test(file) && !/\.env\.example$/.test(file))
        problems.push(`${file}: environment file in the repository`);
      const full = path.join(ROOT, file);
      if (!fs.existsSync(full) || fs.statSync(full).size > 5_000_000) continue;
      const buf = fs.readFileSync(full);
      if (isBinary(buf)) continue;
      problems.push(...findings(file, buf.toString('utf8')));
    }
    expect(problems).toEqual([]);
  });

  const dist = path.join(ROOT, 'web/dist');
  it.skipIf(!fs.existsSync(dist))('the built web bundle holds no secret and not the demo password', () => {
    const problems: string[] = [];
    const demo: Array<[string, RegExp]> = [['demo password', /demo1234/]];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else {
          let buf = fs.readFileSync(full);
          if (entry.name.endsWith('.gz')) buf = zlib.gunzipSync(buf);
          else if (entry.name.endsWith('.br')) buf = zlib.brotliDecompressSync(buf);
          if (isBinary(buf)) continue;
          problems.push(...findings(path.relative(ROOT, full), buf.toString('utf8'), demo));
        }
      }
    };
    walk(dist);
    expect(problems).toEqual([]);
  });

  it('the patterns catch what they should', () => {
    const jwt = [
      'eyJhbGciOiJIUzI1NiJ9',
      'eyJzdWIiOiIxMjM0NTY3ODkwIn0',
      'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ].join('.');
    expect(findings('x', jwt)).toHaveLength(1);
    expect(findings('x', `${B} RSA PRIVATE KEY-----`)).toHaveLength(1);
    expect(findings('x', 'postgres://postgres@127.0.0.1:5432/test')).toEqual([]);
    // Assembled at run time, so this file itself holds no such URL for the repository scan to find.
    expect(findings('x', ['postgres://bingo', ':s3cr3t-pass', '@db:5432/bingo'].join(''))).toHaveLength(1);
  });
});
