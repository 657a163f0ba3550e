import { describe, expect, it } from 'vitest';
import {
  HALL_LANGUAGE_MESSAGE,
  HALL_VOICE_MESSAGE,
  SUPPORT_PHONES_COUNT_MESSAGE,
  SUPPORT_PHONE_MESSAGE,
  dialablePhone,
  hallSettingsProblem,
  isEthiopianPhone,
} from './hall-settings';
import { JACKPOT_CALL_LIMIT_MESSAGE, JACKPOT_SHARE_MESSAGE, jackpotSettingsProblem } from './jackpot';

const valid = {
  displayName: 'Hawassa Bingo',
  supportPhones: ['0911 23 45 67'],
  defaultLanguage: 'am',
  defaultVoice: 'female',
};

describe('Ethiopian phone numbers', () => {
  it.each(['0911 23 45 67', '0911234567', '0711-23-45-67', '011 551 2345', '+251 911 23 45 67', '+251911234567'])(
    'accepts %s',
    (phone) => expect(isEthiopianPhone(phone)).toBe(true),
  );
  it.each([
    '091123456',
    '09112345678',
    '0811234567',
    '+1 911 234 5678',
    '251911234567',
    'call 0911234567',
    '',
    '0911 23 45 6x',
  ])('refuses %s', (phone) => expect(isEthiopianPhone(phone)).toBe(false));
  it('dials the digits only', () => expect(dialablePhone('+251 911-23 45 67')).toBe('+251911234567'));
});

describe('hall settings', () => {
  it('accepts valid settings and all-empty ones', () => {
    expect(hallSettingsProblem(valid)).toBeNull();
    expect(
      hallSettingsProblem({ displayName: null, supportPhones: [], defaultLanguage: null, defaultVoice: null }),
    ).toBeNull();
  });
  it('names the first broken rule', () => {
    expect(hallSettingsProblem({ ...valid, displayName: 'x'.repeat(65) })).toMatch(/at most 64/);
    expect(hallSettingsProblem({ ...valid, supportPhones: ['0911234567', '0922345678', '0933456789'] })).toBe(
      SUPPORT_PHONES_COUNT_MESSAGE,
    );
    expect(hallSettingsProblem({ ...valid, supportPhones: ['12345'] })).toBe(SUPPORT_PHONE_MESSAGE);
    expect(hallSettingsProblem({ ...valid, defaultLanguage: 'fr' })).toBe(HALL_LANGUAGE_MESSAGE);
    expect(hallSettingsProblem({ ...valid, defaultVoice: 'robot' })).toBe(HALL_VOICE_MESSAGE);
  });
});

describe('jackpot settings', () => {
  it('accepts shares 0..1 and call limits 1..75', () => {
    expect(jackpotSettingsProblem({ accrualShare: 0, callLimit: 1 })).toBeNull();
    expect(jackpotSettingsProblem({ accrualShare: 1, callLimit: 75 })).toBeNull();
    expect(jackpotSettingsProblem({ accrualShare: 0.05, callLimit: 50 })).toBeNull();
  });
  it.each([-0.01, 1.01, Number.NaN, '0.1'])('refuses share %s', (accrualShare) =>
    expect(jackpotSettingsProblem({ accrualShare, callLimit: 50 })).toBe(JACKPOT_SHARE_MESSAGE),
  );
  it.each([0, 76, 10.5, null])('refuses call limit %s', (callLimit) =>
    expect(jackpotSettingsProblem({ accrualShare: 0.1, callLimit })).toBe(JACKPOT_CALL_LIMIT_MESSAGE),
  );
});
