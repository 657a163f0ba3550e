import am from './settings.am.json';
import en from './settings.en.json';
import { i18n } from './index';

/**
 * The settings screens' strings (jackpot and hall settings, the super admin's host figures and
 * global presets), added when a back-office screen that uses them loads.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
