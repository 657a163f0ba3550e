/**
 * Hall settings (docs/roles-and-accounts.md#hall-settings): what a host's owner or the super admin
 * sets for a hall and the operator app reads at run time. The server enforces these rules and the
 * settings form checks them before sending, with the same messages.
 */
import { VOICES, isVoice } from './voice';

/** The languages of the operator app; a hall's default language is one of them. */
import { refusal, refusalTextOf, type Refusal } from '../refusals/refusals';

export const HALL_LANGUAGES = ['en', 'am'] as const;
export type HallLanguage = (typeof HALL_LANGUAGES)[number];

export const MAX_HALL_DISPLAY_NAME_LENGTH = 64;
/** The operator header has two support buttons. */
export const MAX_SUPPORT_PHONES = 2;

export const HALL_DISPLAY_NAME_MESSAGE = `The hall display name must be at most ${MAX_HALL_DISPLAY_NAME_LENGTH} characters`;
export const SUPPORT_PHONE_MESSAGE =
  'Support phone numbers must be Ethiopian numbers such as 0911 23 45 67, 0711 23 45 67, 011 551 2345 or +251 911 23 45 67';
export const SUPPORT_PHONES_COUNT_MESSAGE = `Give at most ${MAX_SUPPORT_PHONES} support phone numbers`;
export const HALL_LANGUAGE_MESSAGE = `The default language must be one of: ${HALL_LANGUAGES.join(', ')}`;

export function isHallLanguage(v: unknown): v is HallLanguage {
  return typeof v === 'string' && (HALL_LANGUAGES as readonly string[]).includes(v);
}

/**
 * An Ethiopian number: a mobile (09… or 07…, ten digits) or a landline (0 + area code, ten digits),
 * written with a leading 0 or the country code +251 instead of it. Spaces and dashes between the
 * digits are allowed (they are how halls write numbers on their walls).
 */
export function isEthiopianPhone(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const text = v.trim();
  if (!/^\+?[\d\s-]+$/.test(text)) return false;
  const digits = text.replace(/[\s-]/g, '');
  return /^(?:\+251|0)[1-579]\d{8}$/.test(digits);
}

/** The digits a tel: link dials ("0911 23 45 67" → "0911234567"). */
export function dialablePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export interface HallSettingsFields {
  displayName: string | null;
  supportPhones: readonly string[];
  defaultLanguage: string | null;
  defaultVoice: string | null;
}

export const HALL_VOICE_MESSAGE = `The default voice must be one of: ${VOICES.join(', ')}`;

/** The first rule the fields break, as its message; null when they are valid. */
export function hallSettingsProblem(fields: HallSettingsFields): string | null {
  return refusalTextOf(hallSettingsRefusal(fields));
}

/** hallSettingsProblem as a refusal. */
export function hallSettingsRefusal(fields: HallSettingsFields): Refusal | null {
  if (fields.displayName !== null && fields.displayName.trim().length > MAX_HALL_DISPLAY_NAME_LENGTH)
    return refusal('HALL_NAME_TOO_LONG', { max: MAX_HALL_DISPLAY_NAME_LENGTH });
  if (fields.supportPhones.length > MAX_SUPPORT_PHONES)
    return refusal('SUPPORT_PHONES_TOO_MANY', { max: MAX_SUPPORT_PHONES });
  if (!fields.supportPhones.every(isEthiopianPhone)) return refusal('SUPPORT_PHONE_INVALID');
  if (fields.defaultLanguage !== null && !isHallLanguage(fields.defaultLanguage))
    return refusal('HALL_LANGUAGE_INVALID', { languages: HALL_LANGUAGES.join(', ') });
  if (fields.defaultVoice !== null && !isVoice(fields.defaultVoice))
    return refusal('HALL_VOICE_INVALID', { voices: VOICES.join(', ') });
  return null;
}
