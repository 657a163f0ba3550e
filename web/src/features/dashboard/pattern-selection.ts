import { isPatternName, type PatternName } from '@bingo/core';

/** docs/screens.md#dashboard-rules: the dashboard's pattern menu, plus the All choice. */
export const DASHBOARD_PATTERNS = [
  'any',
  'rows',
  'columns',
  'diagonals',
  'corners',
  'surroundingFree',
  'fullCard',
  'lShape',
  'bothDiagonals',
] as const satisfies readonly PatternName[];
export const ALL_CHOICE = 'all';
export const DEFAULT_PATTERNS: PatternName[] = ['any'];

/**
 * docs/screens.md#dashboard-rules, applied to the list a multi-select reports after a change:
 * choosing All resets to only any; choosing any resets to only any; choosing another pattern
 * while any is set replaces it; deselecting everything returns to any.
 */
export function nextPatternSelection(previous: readonly PatternName[], next: readonly string[]): PatternName[] {
  if (next.includes(ALL_CHOICE)) return ['any'];
  const chosen = next.filter(isPatternName);
  if (chosen.length === 0) return ['any'];
  const added = chosen.filter((p) => !previous.includes(p));
  if (added.includes('any')) return ['any'];
  if (chosen.includes('any') && chosen.length > 1) return chosen.filter((p) => p !== 'any');
  return [...new Set(chosen)];
}

/**
 * The stored choice (localStorage winningPattern, a JSON array). Anything invalid gives a warning
 * (through `warn`) and the default, any.
 */
export function loadPatterns(stored: string | null, warn: (message: string) => void = console.warn): PatternName[] {
  if (stored === null) return [...DEFAULT_PATTERNS];
  try {
    const parsed: unknown = JSON.parse(stored);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (
      list.length > 0 &&
      list.every((p) => isPatternName(p) && (DASHBOARD_PATTERNS as readonly string[]).includes(p))
    ) {
      return nextPatternSelection([], list as PatternName[]);
    }
  } catch {
    // fall through to the warning
  }
  warn(`Invalid stored winning pattern ${JSON.stringify(stored)}; using "any".`);
  return [...DEFAULT_PATTERNS];
}
