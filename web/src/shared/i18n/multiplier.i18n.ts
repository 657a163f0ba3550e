import am from './multiplier.am.json';
import en from './multiplier.en.json';
import { i18n } from './index';

/**
 * Multiplier bingo's strings (setup, caller, home, stats), added to the catalogues when the first
 * multiplier screen loads: the operator routes' first download does not carry them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
