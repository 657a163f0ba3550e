import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

const DIR = import.meta.dirname;
const amCatalogues = fs.readdirSync(DIR).filter((f) => f === 'am.json' || f.endsWith('.am.json'));

function strings(o: unknown, at = ''): [string, string][] {
  if (typeof o === 'string') return [[at, o]];
  if (typeof o === 'object' && o) return Object.entries(o).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

/** The whole word (to the spaces either side) around an occurrence. */
function wordAt(text: string, start: number, length: number): string {
  let from = start;
  let to = start + length;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from--;
  while (to < text.length && !/\s/.test(text[to]!)) to++;
  return text.slice(from, to);
}

describe('the Amharic glossary (glossary.json)', () => {
  it('lists each word once, its spelling never among the ones to avoid', () => {
    const spellings = glossary.terms.map((t) => t.am);
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const term of glossary.terms) expect(term.avoid).not.toContain(term.am);
  });

  it('every am catalogue uses the glossary spelling: no avoided spelling in any string', () => {
    expect(amCatalogues.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of amCatalogues) {
      const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
      for (const [key, text] of strings(catalogue))
        for (const term of glossary.terms)
          for (const variant of term.avoid) {
            let at = text.indexOf(variant);
            while (at >= 0) {
              const word = wordAt(text, at, variant.length);
              if (!(term.except ?? []).includes(word)) found.push(`${file} ${key}: "${word}" (use ${term.am})`);
              at = text.indexOf(variant, at + variant.length);
            }
          }
    }
    expect(found).toEqual([]);
  });
});
