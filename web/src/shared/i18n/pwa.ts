import am from './pwa.am.json';
import en from './pwa.en.json';
import { i18n } from './index';

/**
 * The installable app's strings (update prompt) and the caller's event-phrases switch (issue 21
 * items 2 and 3), added when one of those loads: the first download does not carry them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
