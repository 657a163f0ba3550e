import { describe, expect, it } from 'vitest';
import { parsePrefixes, parseRouteSlug, signedBirrToSantim } from './groups-rules';

describe('the owner-groups form', () => {
  it('reads prefixes separated by commas, lowercased, without blanks or repeats', () => {
    expect(parsePrefixes(' Adama, adama2 ,,adama ')).toEqual(['adama', 'adama2']);
    expect(parsePrefixes('')).toEqual([]);
  });
  it('reads the route without surrounding slashes; empty is none', () => {
    expect(parseRouteSlug('/final/warning/')).toBe('final/warning');
    expect(parseRouteSlug('  ')).toBeNull();
  });
  it('turns a signed Birr amount into santim, refusing zero, blanks and a third decimal', () => {
    expect(signedBirrToSantim(50_000)).toBe(5_000_000);
    expect(signedBirrToSantim('-12.5')).toBe(-1250);
    expect(signedBirrToSantim(0)).toBeNull();
    expect(signedBirrToSantim('')).toBeNull();
    expect(signedBirrToSantim(1.005)).toBeNull();
  });
});
