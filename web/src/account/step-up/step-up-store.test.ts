import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStepUpToken,
  currentStepUpToken,
  finishStepUp,
  isStepUpRequired,
  requestStepUp,
  setStepUpToken,
  STEP_UP_MARGIN_MS,
  stepUpSecondsLeft,
  stepUpStore,
  withStepUp,
} from './step-up-store';

afterEach(() => clearStepUpToken());

describe('step-up store', () => {
  it('holds a token until shortly before it expires, then forgets it', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    setStepUpToken('t1', '2026-11-20T10:05:00Z');
    expect(currentStepUpToken(now)).toBe('t1');
    expect(stepUpSecondsLeft(now)).toBe(300);
    expect(currentStepUpToken(now + 5 * 60_000 - STEP_UP_MARGIN_MS - 1)).toBe('t1');
    expect(currentStepUpToken(now + 5 * 60_000 - STEP_UP_MARGIN_MS)).toBeNull();
    expect(currentStepUpToken(now)).toBeNull(); // forgotten, not revived
  });
  it('recognises STEP_UP_REQUIRED in GraphQL and REST errors only', () => {
    expect(isStepUpRequired({ errors: [{ extensions: { code: 'STEP_UP_REQUIRED' } }] })).toBe(true);
    expect(isStepUpRequired({ bodyText: '{"message":"x","code":"STEP_UP_REQUIRED"}' })).toBe(true);
    expect(isStepUpRequired({ errors: [{ extensions: { code: 'FORBIDDEN' } }] })).toBe(false);
    expect(isStepUpRequired(null)).toBe(false);
  });
  it('prompts, then retries the call once with the new token', async () => {
    setStepUpToken('stale', Date.now() + 60_000);
    let calls = 0;
    const result = withStepUp(async () => {
      calls++;
      if (calls === 1) throw { errors: [{ extensions: { code: 'STEP_UP_REQUIRED' } }] };
      return currentStepUpToken();
    });
    await vi.waitFor(() => expect(stepUpStore.isPrompting()).toBe(true));
    setStepUpToken('fresh', Date.now() + 300_000);
    finishStepUp(true);
    expect(await result).toBe('fresh');
    expect(calls).toBe(2);
  });
  it('a cancelled prompt rejects; a held token needs no prompt', async () => {
    const p = requestStepUp();
    finishStepUp(false);
    expect(await p).toBe(false);
    setStepUpToken('t', Date.now() + 300_000);
    expect(await requestStepUp()).toBe(true);
    expect(stepUpStore.isPrompting()).toBe(false);
  });
});
