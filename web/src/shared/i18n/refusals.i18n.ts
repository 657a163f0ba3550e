import { REFUSALS } from '@bingo/core';
import am from './refusals.am.json';
import { i18n } from './index';

/**
 * The server's refusals by detail code (core's REFUSALS): English is the server's own sentence
 * template, so the two never drift; Amharic is refusals.am.json, with the input names a refusal
 * may name (`refusalField`).
 */
const en = { refusal: Object.fromEntries(Object.entries(REFUSALS).map(([code, r]) => [code, r.en])) };
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
