import am from './export.am.json';
import en from './export.en.json';
import { i18n } from './index';

/** The Export menu's strings (account/export), added by the screens that offer an export. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
