import am from './shift.am.json';
import en from './shift.en.json';
import { i18n } from './index';

/** The till's strings (shift panel, open and close dialogs), added by the screens that use them. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
