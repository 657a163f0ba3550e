import am from './backoffice.am.json';
import en from './backoffice.en.json';
import { i18n } from './index';

/**
 * The back office's strings (owners, super admin, host shell, step-up), added to the catalogues
 * when the first back-office screen loads: the operator routes' first download does not carry them.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
