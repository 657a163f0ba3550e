import am from './safeactions.am.json';
import en from './safeactions.en.json';
import { i18n } from './index';

/** The questions before deletes and setting changes (free games, bonuses, presets, commission, jackpot). */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
