import { describe, expect, it } from 'vitest';
import am from './am.json';
import en from './en.json';
import boEn from './backoffice.en.json';
import hsEn from './hostshell.en.json';
import hallAm from './hall.am.json';
import hallEn from './hall.en.json';
import setAm from './settings.am.json';
import setEn from './settings.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const at = (o: object, k: string) => k.split('.').reduce<any>((x, p) => x[p], o);

describe('settings and hall catalogues', () => {
  it.each([
    ['settings', setEn, setAm],
    ['hall', hallEn, hallAm],
  ])("%s: same keys in both languages, none empty, Amharic in Ge'ez, no shadowing", (_name, cEn, cAm) => {
    expect(keys(cAm).sort()).toEqual(keys(cEn).sort());
    for (const k of keys(cAm)) {
      expect(at(cAm, k)).not.toBe('');
      expect(at(cAm, k)).toMatch(/[\u1200-\u137F]/);
    }
    for (const k of Object.keys(cEn))
      expect([...Object.keys(en), ...Object.keys(boEn), ...Object.keys(hsEn)]).not.toContain(k);
    expect(Object.keys(am)).not.toContain(Object.keys(cEn)[0]);
  });
});
