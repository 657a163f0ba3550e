import am from './groups.am.json';
import en from './groups.en.json';
import { i18n } from './index';

/** The owner-groups tab's strings (super admin), added when the tab loads. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
