import { useTranslation } from 'react-i18next';
import { i18n, type Language } from '../../shared/i18n';

/**
 * The room display's language (docs/screens.md#room-display): its own, apart from the operator's
 * on the same browser. It follows the paired caller's language when the server pushes it
 * (followCallerLanguage), and the switch on the TV sets it too; the later of the two holds until
 * the other changes.
 */
const KEY = 'displayLanguage';

const asLanguage = (value: unknown): Language | null => (value === 'en' || value === 'am' ? value : null);

function apply(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // not remembered
  }
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** At start: the language this display was last set to, if any. */
export function restoreDisplayLanguage(): void {
  let stored: Language | null = null;
  try {
    stored = asLanguage(localStorage.getItem(KEY));
  } catch {
    // no storage: the page's language stays
  }
  if (stored) apply(stored);
}

/** The switch on the TV. */
export function chooseDisplayLanguage(language: Language): void {
  apply(language);
}

let lastPushed: Language | null = null;

/**
 * The caller's language as pushed with the display's frame: applied when it changes (so every
 * frame carrying the same language does not undo a choice made on the TV). Anything else is ignored.
 */
export function followCallerLanguage(pushed: unknown): void {
  const language = asLanguage(pushed);
  if (!language || language === lastPushed) return;
  lastPushed = language;
  apply(language);
}

export function useDisplayLanguage(): Language {
  return asLanguage(useTranslation().i18n.language) ?? 'en';
}
