import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md stays true: every repository path it names (in backticks or as a link) exists.
 * A path from the root must exist as written; a shorter one (`db/orm.ts`, `context.ts`, written
 * inside a section about its folder) must be the end of a tracked path. Globs and placeholders
 * (`*.test.ts`, `<module>`) are checked up to the folder before them.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

const FILE = /\.(ts|tsx|js|mjs|cjs|json|md|sql|ya?ml|html|css|sh|graphql|conf)$/;
/** Build output: not in the repository, made by `npm run build:web`. */
const BUILD_OUTPUT = /(^|\/)dist(\/|$)/;

function tracked(): { files: string[]; dirs: Set<string> } {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = out.split('\0').filter((f) => f !== '' && fs.existsSync(path.join(ROOT, f)));
  const dirs = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return { files, dirs };
}

/** Inline code spans and relative link targets outside fenced blocks. */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
  return [...spans, ...links]
    .map((p) => p.replace(/#.*$/, '').replace(/[.,;:)]+$/, ''))
    .filter((p) => p !== '' && !/\s|:/.test(p) && !/^[/@]/.test(p))
    .filter((p) => p.includes('/') || FILE.test(p))
    .filter((p) => !BUILD_OUTPUT.test(p));
}

/** The part of a path before its first glob or placeholder segment ('' when there is none). */
function fixedPart(p: string): string {
  const parts = p.replace(/\/$/, '').split('/');
  const first = parts.findIndex((s) => /[*<>…]/.test(s));
  return first === -1 ? parts.join('/') : parts.slice(0, first).join('/');
}

function exists(p: string, files: string[], dirs: Set<string>): boolean {
  const fixed = fixedPart(p);
  if (fixed === '') return true;
  if (files.includes(fixed) || dirs.has(fixed)) return true;
  const end = `/${fixed}`;
  return files.some((f) => f.endsWith(end)) || [...dirs].some((d) => d.endsWith(end));
}

describe('ARCHITECTURE.md', () => {
  const text = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

  it('finds the paths it names (the check is not vacuous)', () => {
    expect(namedPaths('see `api/src/app.ts`, `*.test.ts` and [docs](docs/audit.md#x).\n```\nnot/this.ts\n```')).toEqual(
      ['api/src/app.ts', '*.test.ts', 'docs/audit.md'],
    );
    const { files, dirs } = tracked();
    expect(exists('web/src/features/game/operations.ts', files, dirs)).toBe(false);
    expect(exists('web/src/i18n/*.json', files, dirs)).toBe(false);
    expect(exists('api/src/modules/*/*.route-inputs.ts', files, dirs)).toBe(true);
  });

  it('names only paths that exist', () => {
    const { files, dirs } = tracked();
    const named = namedPaths(text);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !exists(p, files, dirs))).toEqual([]);
  });
});
