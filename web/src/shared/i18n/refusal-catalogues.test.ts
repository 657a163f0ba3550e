// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { placeholders, REFUSAL_CODES, REFUSALS, refusalText, type RefusalValues } from '@bingo/core';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage } from '../api-errors';
import { i18n } from './index';
import am from './refusals.am.json';
import sfAm from './safeactions.am.json';
import sfEn from './safeactions.en.json';

const amText = am.refusal as Record<string, string>;
/** A sample value for each placeholder: numbers where the server sends numbers, names otherwise. */
const sample = (text: string): RefusalValues =>
  Object.fromEntries(
    placeholders(text).map((p, i) => [
      p,
      /^(max|min|days|count|line|card|call|gap|seconds)$/.test(p) ? 40 + i : `v${i}`,
    ]),
  );
/** Latin words left once values, quoted literals ("-old", "/") and numbers are taken out. */
const latin = (text: string) =>
  text
    .replace(/{{\w+}}/g, '')
    .replace(/"[^"]*"/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

afterEach(() => {
  void i18n.changeLanguage('en');
});

describe('every server refusal has an English and an Amharic text', () => {
  it.each(REFUSAL_CODES)('%s', (code) => {
    const { en, code: apiCode } = REFUSALS[code];
    expect(['BAD_INPUT', 'CONFLICT', 'RATE_LIMITED']).toContain(apiCode);
    expect(en.trim()).not.toBe('');
    const text = amText[code];
    expect(text, `refusals.am.json has no ${code}`).toBeTruthy();
    expect(text).toMatch(/[\u1200-\u137F]/);
    expect(latin(text!)).toEqual([]);
    // Amharic names only values the server sends with this code.
    for (const p of placeholders(text!)) expect(placeholders(en)).toContain(p);
    // The client's English is the server's sentence, value for value.
    const values = sample(en);
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: refusalText({ detail: code, values }),
          extensions: { code: apiCode, appCode: apiCode, details: { detail: code, values } },
        },
      ],
    });
    expect(errorMessage(error)).toBe(refusalText({ detail: code, values }));
    void i18n.changeLanguage('am');
    const worded = errorMessage(error);
    expect(worded).toMatch(/[\u1200-\u137F]/);
    expect(worded).not.toMatch(/{{/);
  });

  it('the Amharic catalogue holds no code the server does not know', () => {
    expect(Object.keys(amText).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it('an input the refusal names is worded in Amharic; an unknown one as "a field", never in Latin letters', () => {
    void i18n.changeLanguage('am');
    const refused = (values: RefusalValues) =>
      errorMessage(
        new CombinedGraphQLErrors({
          errors: [
            { message: 'x', extensions: { appCode: 'BAD_INPUT', details: { detail: 'END_BEFORE_START', values } } },
          ],
        }),
      );
    expect(refused({ end: 'endDate', start: 'startDate' })).toBe('የመጨረሻ ቀን ከየመጀመሪያ ቀን በፊት መሆን የለበትም');
    expect(latin(refused({ end: 'somethingNew', start: 'startDate' }))).toEqual([]);
  });

  it('a REST refusal (body with details) is worded the same way', () => {
    void i18n.changeLanguage('am');
    const body = {
      message: 'The minimum top-up is 10,000 Birr',
      code: 'BAD_INPUT',
      details: { detail: 'MIN_TOP_UP', values: { min: '10,000' } },
    };
    expect(errorMessage({ bodyText: JSON.stringify(body) })).toBe('ዝቅተኛው መሙላት 10,000 ብር ነው');
  });
});

describe('the confirmation catalogues', () => {
  function keys(o: object, prefix = ''): string[] {
    return Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  }
  it("same keys in both languages, Amharic in Ge'ez without Latin words", () => {
    expect(keys(sfAm).sort()).toEqual(keys(sfEn).sort());
    const at = (o: object, k: string) => k.split('.').reduce<any>((x, p) => x[p], o) as string;
    for (const k of keys(sfAm)) {
      expect(at(sfAm, k)).toMatch(/[\u1200-\u137F]/);
      expect(latin(at(sfAm, k))).toEqual([]);
    }
  });
});
