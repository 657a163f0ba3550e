import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import am from './cardpage.am.json';
import en from './cardpage.en.json';

/**
 * The public card page's own i18next instance (web/card.html is a light entry of its own, like
 * the verification page): only its strings. The language is the app's choice (same storage key).
 */
export type CardPageLanguage = 'en' | 'am';
const KEY = 'language';

const remembered = (): CardPageLanguage => {
  try {
    return localStorage.getItem(KEY) === 'am' ? 'am' : 'en';
  } catch {
    return 'en'; // storage refused (private mode): English
  }
};

export const cardPageI18n = i18next.createInstance();
void cardPageI18n.use(initReactI18next).init({
  resources: { en: { translation: en }, am: { translation: am } },
  lng: typeof localStorage === 'undefined' ? 'en' : remembered(),
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function setCardPageLanguage(language: CardPageLanguage): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // the choice holds for this visit only
  }
  document.documentElement.lang = language;
  void cardPageI18n.changeLanguage(language);
}
