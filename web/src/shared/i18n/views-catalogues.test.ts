import { describe, expect, it } from 'vitest';
import am from './am.json';
import en from './en.json';
import boEn from './backoffice.en.json';
import hsEn from './hostshell.en.json';
import vAm from './views.am.json';
import vEn from './views.en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const at = (o: object, k: string) => k.split('.').reduce<any>((x, p) => x[p], o);

describe('views catalogues', () => {
  it("same keys in both languages, none empty, Amharic in Ge'ez with no Latin word, no shadowing", () => {
    expect(keys(vAm).sort()).toEqual(keys(vEn).sort());
    for (const k of keys(vAm)) {
      expect(at(vAm, k)).toMatch(/[\u1200-\u137F]/);
      // "API" is a technical name a person types as it is (as in the security catalogue).
      expect(
        String(at(vAm, k))
          .replace(/\{\{\w+\}\}/g, '')
          .replace(/\bAPI\b/g, ''),
      ).not.toMatch(/[A-Za-z]/);
    }
    for (const k of Object.keys(vEn))
      expect([...Object.keys(en), ...Object.keys(am), ...Object.keys(boEn), ...Object.keys(hsEn)]).not.toContain(k);
  });
});
