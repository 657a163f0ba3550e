import { describe, expect, it } from 'vitest';
import { isDevtoolsKey, looksDocked, reportThrottle } from './inspect-detect';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('inspect detection', () => {
  it('the keys that open developer tools, and no ordinary typing', () => {
    expect(isDevtoolsKey(key('F12'))).toBe(true);
    expect(isDevtoolsKey(key('I', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isDevtoolsKey(key('j', { metaKey: true, altKey: true }))).toBe(true);
    expect(isDevtoolsKey(key('u', { ctrlKey: true }))).toBe(true);
    expect(isDevtoolsKey(key('i'))).toBe(false);
    expect(isDevtoolsKey(key('c', { ctrlKey: true }))).toBe(false); // copy
    expect(isDevtoolsKey(key('F5'))).toBe(false);
  });
  it('a window much larger outside than inside, except on touch screens', () => {
    const w = { outerWidth: 1366, innerWidth: 1366, outerHeight: 768, innerHeight: 680, touch: false };
    expect(looksDocked(w)).toBe(false);
    expect(looksDocked({ ...w, innerWidth: 900 })).toBe(true);
    expect(looksDocked({ ...w, innerHeight: 400 })).toBe(true);
    expect(looksDocked({ ...w, innerWidth: 900, touch: true })).toBe(false);
    expect(looksDocked({ ...w, outerWidth: 0 })).toBe(false);
  });
  it('each method at most once a minute', () => {
    let now = 0;
    const allow = reportThrottle(() => now);
    expect(allow('devtools-keys')).toBe(true);
    expect(allow('devtools-keys')).toBe(false);
    expect(allow('devtools-window-size')).toBe(true);
    now = 60_000;
    expect(allow('devtools-keys')).toBe(true);
  });
});
