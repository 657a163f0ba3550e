import am from './views.am.json';
import en from './views.en.json';
import { i18n } from './index';

/** The back office's grouped tabs, row-action menus, scroll cues and chart labels. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
