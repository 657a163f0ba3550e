import am from './twofactor.am.json';
import en from './twofactor.en.json';
import { i18n } from './index';

/**
 * The two-factor strings (the login page's second step, enrolment, the super admin's switch and
 * reset): small, and loaded with the login page, since the second step is part of signing in.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
