import am from './hall.am.json';
import en from './hall.en.json';
import { i18n } from './index';

/** The operator screens' hall strings (the dashboard's jackpot pool): small, in the first download. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
