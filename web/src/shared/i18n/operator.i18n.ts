import am from './operator.am.json';
import en from './operator.en.json';
import { i18n } from './index';

/**
 * The operator polish strings (running-game banner, End and Block confirmations, caller hints,
 * payout split, login language), added by the screens that use them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
