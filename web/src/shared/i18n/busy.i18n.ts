import am from './busy.am.json';
import en from './busy.en.json';
import { i18n } from './index';

/** A start refused for the server's load (SERVER_BUSY), worded by its code in both languages. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
