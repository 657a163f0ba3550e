import { expect } from 'vitest';
import { RuleError, type RuleErrorCode } from '../rule-errors';

/** Asserts that `fn` throws a RuleError with `code` whose message contains every `mentions` string. */
export function expectRuleError(fn: () => unknown, code: RuleErrorCode, ...mentions: string[]): RuleError {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown, 'expected a RuleError to be thrown').toBeInstanceOf(RuleError);
  const err = thrown as RuleError;
  expect(err.code).toBe(code);
  for (const m of mentions) expect(err.message).toContain(m);
  return err;
}
