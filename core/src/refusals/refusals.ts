import { ACCOUNT_REFUSALS } from './accounts';
import { PLAY_REFUSALS } from './play';
import type { RefusalApiCode, RefusalEntry } from './refusal-entry';
import { REQUEST_REFUSALS } from './requests';

/**
 * Every refusal the API answers (BAD_INPUT, CONFLICT, RATE_LIMITED), by detail code: the server
 * answers the English text with `details: { detail, values }` beside it (REST and GraphQL alike),
 * and a client words the detail code in its own language with the values. Voice packs add their
 * reasons (voice-pack-problems.ts) the same way.
 */
export const REFUSALS = { ...ACCOUNT_REFUSALS, ...PLAY_REFUSALS, ...REQUEST_REFUSALS } as const satisfies Record<
  string,
  RefusalEntry
>;

export type RefusalCode = keyof typeof REFUSALS;
export type RefusalValues = Readonly<Record<string, string | number>>;
export type { RefusalApiCode };

/** A refusal as data: its detail code and the values its text names. */
export interface Refusal {
  detail: RefusalCode;
  values: RefusalValues;
}

export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

export function isRefusalCode(value: unknown): value is RefusalCode {
  return typeof value === 'string' && Object.hasOwn(REFUSALS, value);
}

export function refusal(detail: RefusalCode, values: RefusalValues = {}): Refusal {
  return { detail, values };
}

/** The placeholders a text names ("{{field}} is required" → ["field"]). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
}

/** A text with its {{values}} filled in (a value not given stays empty). */
export function fillPlaceholders(text: string, values: RefusalValues): string {
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The English sentence of a refusal: what the server answers as the message. */
export function refusalText(r: Refusal): string {
  return fillPlaceholders(REFUSALS[r.detail].en, r.values);
}

/** The API code a refusal answers with. */
export function refusalApiCode(detail: RefusalCode): RefusalApiCode {
  return REFUSALS[detail].code;
}

/** The English sentence of a refusal, or null: for rules that answer "why not, or null". */
export function refusalTextOf(r: Refusal | null): string | null {
  return r ? refusalText(r) : null;
}
