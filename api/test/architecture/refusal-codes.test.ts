import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFUSAL_CODES, REFUSALS, placeholders, refusalText } from '@bingo/core';
import { describe, expect, it } from 'vitest';

/**
 * Every refusal the server answers carries a detail code a client words in its own language
 * (ARCHITECTURE.md, "The error model"): services throw `refuse(code, values)`, never a bare
 * BAD_INPUT, CONFLICT or RATE_LIMITED with an English sentence only. The web side's test
 * (web/src/shared/i18n/refusal-catalogues.test.ts) proves each code has its English and Amharic text.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('refusal detail codes', () => {
  it('no server file refuses BAD_INPUT, CONFLICT or RATE_LIMITED without a detail code', () => {
    const bare = /new AppError\(\s*'(BAD_INPUT|CONFLICT|RATE_LIMITED)'/;
    const offenders = sources(path.join(root, 'src'))
      .filter((file) => bare.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it.each(REFUSAL_CODES)('%s fills every value it names', (code) => {
    const names = placeholders(REFUSALS[code].en);
    const values = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
    const text = refusalText({ detail: code, values });
    expect(text).not.toMatch(/{{/);
    for (const n of names) expect(text).toContain(`<${n}>`);
  });
});
