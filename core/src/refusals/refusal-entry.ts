/** The API codes a refusal answers with (docs: ARCHITECTURE.md#the-error-model). */
export type RefusalApiCode = 'BAD_INPUT' | 'CONFLICT' | 'RATE_LIMITED';

/** One refusal: its API code and its English text, values marked {{name}}. */
export interface RefusalEntry {
  code: RefusalApiCode;
  en: string;
}
