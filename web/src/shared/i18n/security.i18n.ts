import am from './security.am.json';
import en from './security.en.json';
import { i18n } from './index';

/**
 * The super admin's security screens' strings (bonus limits, hidden accounts, API tokens), added
 * when one of them loads: the operator routes' first download does not carry them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
