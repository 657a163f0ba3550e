import am from './printcard.am.json';
import en from './printcard.en.json';
import { i18n } from './index';

/** The printed card's strings (print page, the gallery's print), added by the screens that print. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
