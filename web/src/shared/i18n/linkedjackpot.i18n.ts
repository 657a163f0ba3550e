import am from './linkedjackpot.am.json';
import en from './linkedjackpot.en.json';
import { i18n } from './index';

/** The linked jackpot's strings (its back-office screen, the room display's pool), added by the screens that use them. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
