import { useEffect, useRef } from 'react';

export interface CallerKeyActions {
  /** Space. */
  playPause: () => void;
  /** C or Enter: the card box, focused. */
  openCheck: () => void;
  /** E: the End question. */
  askEnd: () => void;
}

const TYPING = 'input, textarea, select, [contenteditable="true"]';
const PRESSABLE = 'button, a, [role="button"], [role="switch"], [role="checkbox"], [role="option"]';

/** Which action a key asks for where it was pressed (null: the key is not the caller's). */
export function callerKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'repeat'>,
  target: Element | null,
): keyof CallerKeyActions | 'leaveBox' | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  // An open dialog (results, End, house win) has its own keys.
  if (target?.closest('[role="dialog"]')) return null;
  if (target?.matches(TYPING)) return event.key === 'Escape' ? 'leaveBox' : null;
  if (event.repeat) return null;
  const onPressable = !!target?.matches(PRESSABLE);
  const key = event.key.toLowerCase();
  if (key === ' ' && !onPressable) return 'playPause';
  if (key === 'c' || (key === 'enter' && !onPressable)) return 'openCheck';
  if (key === 'e') return 'askEnd';
  return null;
}

/**
 * The caller's keyboard (docs/screens.md#caller-rules): Space play/pause, C or Enter the card check,
 * E asks to end, Esc leaves the card box (dialogs close on Esc themselves). Keys typed into a box
 * are text, not shortcuts; a focused button keeps its own Space and Enter.
 */
export function useCallerKeys(actions: CallerKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const action = callerKeyAction(event, target);
      if (!action) return;
      event.preventDefault();
      if (action === 'leaveBox') (target as HTMLElement).blur();
      else latest.current[action]();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
