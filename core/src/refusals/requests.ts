import type { RefusalEntry } from './refusal-entry';

/**
 * Refusals of a request's shape, shared by every module: a field missing or malformed, a body
 * that is not JSON, a race lost to a simultaneous request (see accounts.ts for the shape).
 * `{{field}}` is the input's name as the API spells it; the web app words known names.
 */
export const REQUEST_REFUSALS = {
  FIELD_REQUIRED: { code: 'BAD_INPUT', en: '{{field}} is required' },
  FIELD_TOO_LONG: { code: 'BAD_INPUT', en: '{{field}} must be at most {{max}} characters' },
  FIELD_GIVEN_ONCE: { code: 'BAD_INPUT', en: '{{field}} must be given once' },
  FIELD_IN_FUTURE: { code: 'BAD_INPUT', en: '{{field}} must be in the future' },
  END_NOT_AFTER_START: { code: 'BAD_INPUT', en: '{{end}} must be after {{start}}' },
  END_BEFORE_START: { code: 'BAD_INPUT', en: '{{end}} must not be before {{start}}' },
  DATE_FORMAT: { code: 'BAD_INPUT', en: '{{field}} must be a date YYYY-MM-DD' },
  DATE_INVALID: { code: 'BAD_INPUT', en: '{{field}} is not a valid date' },
  TIME_INVALID: { code: 'BAD_INPUT', en: '{{field}} is not a valid time' },
  TIME_VALUE_INVALID: { code: 'BAD_INPUT', en: '{{field}} is not a valid time: {{value}}' },
  DATETIME_INVALID: { code: 'BAD_INPUT', en: '{{field}} is not a valid date-time' },
  DATETIME_VALUE_INVALID: { code: 'BAD_INPUT', en: '{{field}} is not a valid date-time: {{value}}' },
  DATETIME_STRING: { code: 'BAD_INPUT', en: '{{field}} must be a date-time string such as 2026-11-21T18:30' },
  DATETIME_EXAMPLE: { code: 'BAD_INPUT', en: '{{field}} must be a date-time such as 2026-11-21T18:30' },
  DATETIME_FORMAT: {
    code: 'BAD_INPUT',
    en: '{{field}} must be a date-time such as 2026-11-21T18:30 (Addis Ababa time), got "{{value}}"',
  },
  AMOUNT_RANGE: { code: 'BAD_INPUT', en: '{{field}} must be an amount from 0 to {{max}} Birr' },
  AMOUNT_DECIMALS: { code: 'BAD_INPUT', en: '{{field}} must be an amount of Birr with at most 2 decimals' },
  LINK_NOT_HTTP: { code: 'BAD_INPUT', en: '{{field}} must be an http(s) address' },
  LINK_CREDENTIALS: { code: 'BAD_INPUT', en: '{{field}} must not carry credentials' },
  TEXT_NOT_CLEAN: {
    code: 'BAD_INPUT',
    en: 'Text must not contain NUL characters or broken Unicode (at {{where}})',
  },
  BODY_NOT_OBJECT: { code: 'BAD_INPUT', en: 'The request body must be a JSON object' },
  BODY_NOT_JSON: { code: 'BAD_INPUT', en: 'The request body is not valid JSON' },
  REQUEST_ABORTED: { code: 'BAD_INPUT', en: 'The request was aborted' },
  PATH_MALFORMED: { code: 'BAD_INPUT', en: 'The request path is malformed (for example a broken %-escape)' },
  VALUE_NOT_STORABLE: {
    code: 'BAD_INPUT',
    en: 'The request contains a value that cannot be stored (for example a NUL character, a broken Unicode sequence or a number out of range)',
  },
  SIMULTANEOUS_CHANGE: {
    code: 'CONFLICT',
    en: 'The request clashed with a simultaneous change; nothing was saved. Please try again.',
  },
  USERNAME_RACE: { code: 'CONFLICT', en: 'That username was taken by a simultaneous request; nothing was saved.' },
  GROUP_NAME_RACE: {
    code: 'CONFLICT',
    en: 'That group name was taken by a simultaneous request; nothing was saved.',
  },
  ROUTE_RACE: { code: 'CONFLICT', en: 'That route was taken by a simultaneous request; nothing was saved.' },
  SAVED_FIRST: {
    code: 'CONFLICT',
    en: 'A simultaneous request saved the same thing first; nothing was saved. Please try again.',
  },
  /** Input that failed its declared checks: the server's sentence lists the fields. */
  INVALID_FIELDS: { code: 'BAD_INPUT', en: '{{message}}' },
  /** A rule of the core refused a value (RuleError): `rule` is its code, the sentence is the core's. */
  RULE: { code: 'BAD_INPUT', en: '{{message}}' },
} as const satisfies Record<string, RefusalEntry>;
