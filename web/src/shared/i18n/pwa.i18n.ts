import am from './pwa.am.json';
import en from './pwa.en.json';
import { i18n } from './index';

/**
 * The installable app's strings (update prompt) and the caller's event-phrases switch, added when one of those loads: the first download does not carry them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
