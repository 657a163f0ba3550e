// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { callerKeyAction } from './useCallerKeys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  repeat: false,
  ...extra,
});
const el = (html: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]')!;
};

describe('the caller keys', () => {
  it('Space plays or pauses, C or Enter opens the check, E asks to end', () => {
    const body = document.body;
    expect(callerKeyAction(key(' '), body)).toBe('playPause');
    expect(callerKeyAction(key('c'), body)).toBe('openCheck');
    expect(callerKeyAction(key('C'), body)).toBe('openCheck');
    expect(callerKeyAction(key('Enter'), body)).toBe('openCheck');
    expect(callerKeyAction(key('e'), body)).toBe('askEnd');
    expect(callerKeyAction(key('x'), body)).toBeNull();
  });

  it('typing in a box is text (Esc leaves it); a focused button keeps Space and Enter; dialogs and modifiers are left alone', () => {
    const box = el('<input data-target />');
    expect(callerKeyAction(key('e'), box)).toBeNull();
    expect(callerKeyAction(key(' '), box)).toBeNull();
    expect(callerKeyAction(key('Escape'), box)).toBe('leaveBox');
    const button = el('<button data-target>End</button>');
    expect(callerKeyAction(key(' '), button)).toBeNull();
    expect(callerKeyAction(key('Enter'), button)).toBeNull();
    expect(callerKeyAction(key('c'), button)).toBe('openCheck');
    expect(callerKeyAction(key('e'), el('<div role="dialog"><span data-target></span></div>'))).toBeNull();
    expect(callerKeyAction(key('c', { ctrlKey: true }), document.body)).toBeNull();
    expect(callerKeyAction(key(' ', { repeat: true }), document.body)).toBeNull();
  });
});
