import am from './display.am.json';
import en from './display.en.json';
import { i18n } from './index';

/**
 * The room display's strings (the display page, game recall, the caller's Room display panel),
 * added when one of those loads: the operator routes' first download does not carry them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
