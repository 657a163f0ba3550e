import { dialablePhone, type HallSettingsFields } from '@bingo/core';

/** The share as the screen shows it: a percent with at most 2 decimals (0.125 → 12.5). */
export function percentOf(share: number): number {
  return Math.round(share * 10_000) / 100;
}

/** The percent typed back to the API's share (12.5 → 0.125); empty or not a number is NaN (core refuses it). */
export function shareOf(percent: number | string): number {
  if (percent === '') return Number.NaN;
  return Math.round(Number(percent) * 100) / 10_000;
}

export interface HallForm {
  displayName: string;
  phone1: string;
  phone2: string;
  defaultLanguage: string;
  defaultVoice: string;
}

/** The hall form's fields as the API and core's rules take them: blanks are "not set". */
export function hallFields(f: HallForm): HallSettingsFields {
  return {
    displayName: f.displayName.trim() || null,
    supportPhones: [f.phone1, f.phone2].map((p) => p.trim()).filter((p) => p !== ''),
    defaultLanguage: f.defaultLanguage || null,
    defaultVoice: f.defaultVoice || null,
  };
}

/** A support number as a tel: link. */
export function telLink(phone: string): string {
  return `tel:${dialablePhone(phone)}`;
}
