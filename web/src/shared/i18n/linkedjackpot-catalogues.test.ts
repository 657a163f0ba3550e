import { describe, expect, it } from 'vitest';
import en from './en.json';
import am from './linkedjackpot.am.json';
import ljEn from './linkedjackpot.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const at = (o: object, k: string) => k.split('.').reduce<any>((x, p) => x[p], o);

describe('the linked jackpot catalogues', () => {
  it("same keys in both languages, Amharic in Ge'ez without Latin words, no shadowing", () => {
    expect(keys(am).sort()).toEqual(keys(ljEn).sort());
    for (const k of keys(am)) {
      expect(at(am, k)).toMatch(/[\u1200-\u137F]/);
      expect(String(at(am, k)).replace(/{{\w+}}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(Object.keys(en)).not.toContain('lj');
  });
});
