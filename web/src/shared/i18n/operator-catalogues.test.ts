import { describe, expect, it } from 'vitest';
import am from './am.json';
import en from './en.json';
import boEn from './backoffice.en.json';
import hsEn from './hostshell.en.json';
import opAm from './operator.am.json';
import opEn from './operator.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const at = (o: object, k: string) => k.split('.').reduce<any>((x, p) => x[p], o);
const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('operator catalogue', () => {
  it("same keys and placeholders in both languages, none empty, Amharic in Ge'ez, its own namespace", () => {
    expect(keys(opAm).sort()).toEqual(keys(opEn).sort());
    for (const k of keys(opAm)) {
      expect(at(opAm, k)).toMatch(/[\u1200-\u137F]/);
      expect(placeholders(at(opAm, k))).toEqual(placeholders(at(opEn, k)));
    }
    for (const other of [en, am, boEn, hsEn]) expect(Object.keys(other)).not.toContain('operator');
    expect(opEn.operator.caller.allCalled).toBe('All numbers called');
  });
});
