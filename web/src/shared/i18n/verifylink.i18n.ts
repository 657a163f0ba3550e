import am from './verifylink.am.json';
import en from './verifylink.en.json';
import { i18n } from './index';

/** The games tables' link to a game's public verification page (docs/screens.md#public). */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
