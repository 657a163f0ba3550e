import am from './till.am.json';
import en from './till.en.json';
import { i18n } from './index';

/** The till's strings (caller figures, shift lists, flagged payouts, receipts), added by the screens that use them. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
