import { describe, expect, it, vi } from 'vitest';
import { checkTokenWithRetry } from './token-check';

describe('checkTokenWithRetry', () => {
  it('answers invalid at once without a token, asking nobody', async () => {
    const check = vi.fn();
    expect(await checkTokenWithRetry(null, check)).toBe('invalid');
    expect(check).not.toHaveBeenCalled();
  });

  it('takes a definite answer from the first attempt', async () => {
    expect(await checkTokenWithRetry('t', async () => true)).toBe('valid');
    expect(await checkTokenWithRetry('t', async () => false)).toBe('invalid');
  });

  it('retries failures up to 3 attempts, 1000 ms apart', async () => {
    const sleep = vi.fn(async () => {});
    const check = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(true);
    expect(await checkTokenWithRetry('t', check, { sleep })).toBe('valid');
    expect(check).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it('gives up as unreachable after the third failure', async () => {
    const sleep = vi.fn(async () => {});
    const check = vi.fn().mockRejectedValue(new Error('down'));
    expect(await checkTokenWithRetry('t', check, { sleep })).toBe('unreachable');
    expect(check).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });
});
