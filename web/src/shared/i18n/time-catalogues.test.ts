import { describe, expect, it } from 'vitest';
import en from './en.json';
import boEn from './backoffice.en.json';
import hsEn from './hostshell.en.json';
import am from './time.am.json';
import tEn from './time.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const at = (o: object, k: string) => k.split('.').reduce<any>((x, p) => x[p], o);

describe('the time catalogues', () => {
  it("same keys in both languages, none empty, Amharic in Ge'ez, no shadowing, the specification's toast", () => {
    expect(keys(am).sort()).toEqual(keys(tEn).sort());
    for (const k of keys(am)) {
      expect(at(am, k)).not.toBe('');
      expect(at(am, k)).toMatch(/[\u1200-\u137F]/);
    }
    for (const other of [en, boEn, hsEn]) expect(Object.keys(other)).not.toContain('time');
    expect(tEn.time.syncFailed).toBe('Failed to sync time with server');
  });
});
