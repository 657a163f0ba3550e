import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import am from './verify.am.json';
import en from './verify.en.json';

/**
 * The public verification page's own i18next instance with only its own strings: the page is a
 * separate light entry (web/verify.html), so it carries neither the operator catalogues nor their
 * set-up. The language choice is shared with the app through the same localStorage key.
 */
const LANGUAGE_KEY = 'language';
export type VerifyLanguage = 'en' | 'am';

function stored(): VerifyLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'am' ? 'am' : 'en';
  } catch {
    return 'en';
  }
}

export const verifyI18n = i18next.createInstance();
void verifyI18n.use(initReactI18next).init({
  resources: { en: { translation: en }, am: { translation: am } },
  lng: typeof localStorage === 'undefined' ? 'en' : stored(),
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function setVerifyLanguage(language: VerifyLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // not remembered
  }
  document.documentElement.lang = language;
  void verifyI18n.changeLanguage(language);
}
