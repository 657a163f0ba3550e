import am from './anomaly.am.json';
import en from './anomaly.en.json';
import { i18n } from './index';

/** The anomaly screen's strings (hosts by flags, evidence, thresholds), added by the screen. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
