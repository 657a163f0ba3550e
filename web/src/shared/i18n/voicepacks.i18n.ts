import am from './voicepacks.am.json';
import en from './voicepacks.en.json';
import { i18n } from './index';

/** The voice-pack screen's strings (docs/screens.md#voice-packs), loaded with that lazy screen. */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
