import { describe, expect, it } from 'vitest';
import {
  PUBLIC_CODE_ALPHABET,
  PUBLIC_CODE_LENGTH,
  formatPublicCode,
  newPublicCode,
  normalizePublicCode,
  parseGameRef,
} from './public-code';

describe('public game codes', () => {
  it('leaves out characters that read alike', () => {
    for (const c of '01ILOUV') expect(PUBLIC_CODE_ALPHABET).not.toContain(c);
    expect(new Set(PUBLIC_CODE_ALPHABET).size).toBe(PUBLIC_CODE_ALPHABET.length);
  });

  it('draws 8 characters of the alphabet, skipping bytes that would bias it', () => {
    // 29 letters: bytes 232-255 would favour the first letters, so they are thrown away.
    const bytes = [255, 240, 232, 0, 1, 28, 29, 231, 57, 58, 100, 200];
    const code = newPublicCode((n) => Uint8Array.from(bytes.splice(0, n)));
    expect(code).toHaveLength(PUBLIC_CODE_LENGTH);
    const a = PUBLIC_CODE_ALPHABET;
    expect(code).toBe(a[0]! + a[1]! + a[28]! + a[0]! + a[231 % 29]! + a[57 % 29]! + a[0]! + a[100 % 29]!);
  });

  it('reads what a person types: case, spaces and a dash do not matter', () => {
    expect(normalizePublicCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizePublicCode('ABCD EFGH')).toBe('ABCDEFGH');
    expect(normalizePublicCode('ABCDEFG')).toBeNull();
    expect(normalizePublicCode('ABCDEFGI')).toBeNull(); // I is not in the alphabet
    expect(formatPublicCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('takes a game id or a code as a reference, and nothing else', () => {
    expect(parseGameRef('5F1C2D3E-0000-4000-8000-000000000001')).toEqual({
      kind: 'id',
      id: '5f1c2d3e-0000-4000-8000-000000000001',
    });
    expect(parseGameRef('abcd-efgh')).toEqual({ kind: 'code', code: 'ABCDEFGH' });
    for (const bad of ['', 'x', '5f1c2d3e', "' or 1=1 --", 'A'.repeat(65), 42, null, undefined])
      expect(parseGameRef(bad)).toBeNull();
  });
});
