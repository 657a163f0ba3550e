import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './token.service';

const secret = new TextEncoder().encode('token-service-test-secret-0123456789abcdef');
const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'HOST' as const, ver: 3 };

describe('TokenService (verified tokens are remembered, never past their expiry)', () => {
  afterEach(() => vi.useRealTimers());

  it('a token verified once is refused after it expires, though it was remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    const tokens = new TokenService(secret, 60);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims); // from the cache
    vi.setSystemTime(new Date('2026-11-24T08:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a session token is no step-up token and a forged one is refused, cached or not', async () => {
    const tokens = new TokenService(secret, 60);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verifyStepUp(token)).toBeNull();
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}x`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(
      await new TokenService(new TextEncoder().encode('another-secret-0123456789abcdefghij'), 60).verify(token),
    ).toBeNull();
  });
});
