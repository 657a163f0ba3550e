import { describe, expect, it } from 'vitest';
import en from './en.json';
import am from './pwa.am.json';
import pEn from './pwa.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('the installable-app catalogues (update prompt, event phrases)', () => {
  it("have the same keys in both languages, none empty, a namespace of their own, Amharic in Ge'ez script", () => {
    expect(keys(am).sort()).toEqual(keys(pEn).sort());
    for (const k of keys(am)) expect(k.split('.').reduce<any>((o, p) => o[p], am)).not.toBe('');
    expect(Object.keys(en)).not.toContain('pwa');
    expect(am.pwa.update.reload).toMatch(/[\u1200-\u137F]/);
    expect(pEn.pwa.update.available).toBe('A new version is available');
  });
});
