import { describe, expect, it } from 'vitest';
import { hallSettingsProblem } from '@bingo/core';
import { hallFields, percentOf, shareOf, telLink } from './settings-form';

describe('settings form', () => {
  it('percent ⇄ share without float noise', () => {
    expect(percentOf(0.125)).toBe(12.5);
    expect(percentOf(0.07)).toBe(7);
    expect(shareOf(7)).toBe(0.07);
    expect(shareOf('12.5')).toBe(0.125);
    expect(shareOf('')).toBeNaN();
  });
  it('the hall form: blanks are not set, phones in order, checked by core', () => {
    const fields = hallFields({
      displayName: ' ',
      phone1: '',
      phone2: ' 0911 23 45 67 ',
      defaultLanguage: '',
      defaultVoice: 'male',
    });
    expect(fields).toEqual({
      displayName: null,
      supportPhones: ['0911 23 45 67'],
      defaultLanguage: null,
      defaultVoice: 'male',
    });
    expect(hallSettingsProblem(fields)).toBeNull();
    expect(
      hallSettingsProblem(
        hallFields({ displayName: '', phone1: '555', phone2: '', defaultLanguage: '', defaultVoice: '' }),
      ),
    ).toMatch(/Ethiopian/);
  });
  it('dials the digits', () => expect(telLink('0911 23 45 67')).toBe('tel:0911234567'));
});
