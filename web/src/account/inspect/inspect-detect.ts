/**
 * Signs that someone opens the browser's developer tools on a signed-in screen (spec 001 §2, §7),
 * as the detectionMethod the client reports: the keys that open them, or a window whose inside is
 * much smaller than its outside (tools docked beside or under the page).
 */
export type InspectMethod = 'devtools-keys' | 'devtools-window-size';

/** F12, Ctrl+Shift+I/J/C (Windows, Linux), Cmd+Option+I/J/C (Mac), Ctrl+U (view source). */
export function isDevtoolsKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  if (e.key === 'F12') return true;
  const key = e.key.toLowerCase();
  if (e.ctrlKey && e.shiftKey && ['i', 'j', 'c'].includes(key)) return true;
  if (e.metaKey && e.altKey && ['i', 'j', 'c'].includes(key)) return true;
  return e.ctrlKey && !e.shiftKey && key === 'u';
}

/** Docked tools take at least this many pixels; browser bars and scrollbars take less. */
export const DOCKED_TOOLS_PX = 160;

/** The window-size sign; never on touch screens, where zoom and on-screen keyboards change the inside. */
export function looksDocked(w: {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
  touch: boolean;
}): boolean {
  if (w.touch || !w.outerWidth || !w.outerHeight) return false;
  return w.outerWidth - w.innerWidth > DOCKED_TOOLS_PX || w.outerHeight - w.innerHeight > DOCKED_TOOLS_PX;
}

/** Each method is reported at most once a minute per page (the server limits per account and address too). */
export const REPORT_EVERY_MS = 60_000;

export function reportThrottle(now: () => number = Date.now): (method: InspectMethod) => boolean {
  const last = new Map<InspectMethod, number>();
  return (method) => {
    const at = last.get(method);
    if (at !== undefined && now() - at < REPORT_EVERY_MS) return false;
    last.set(method, now());
    return true;
  };
}
