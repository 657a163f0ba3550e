import am from './time.am.json';
import en from './time.en.json';
import { i18n } from './index';

/**
 * Ethiopian time, the server clock and date ranges: loaded with the
 * app shell, since the clock's failure toast can come on any screen.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
