import am from './hostshell.am.json';
import en from './hostshell.en.json';
import { i18n } from './index';

/**
 * The host shell's own strings (summary, online games tabs, bonus management), added when the
 * shell's first screen loads: neither the operator routes nor the other back-office screens
 * carry them in their download.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
