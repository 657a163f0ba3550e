import { describe, expect, it } from 'vitest';
import { liveStatus, retryDelayMs, setLiveStatus } from './live-status';

describe('live connection', () => {
  it('retries after doubling waits with jitter, capped at 15 s', () => {
    expect(retryDelayMs(0, () => 1)).toBe(500);
    expect(retryDelayMs(0, () => 0)).toBe(250);
    expect(retryDelayMs(3, () => 1)).toBe(4000);
    expect(retryDelayMs(50, () => 1)).toBe(15_000);
  });

  it('keeps the latest status', () => {
    setLiveStatus('reconnecting');
    expect(liveStatus()).toBe('reconnecting');
    setLiveStatus('online');
    expect(liveStatus()).toBe('online');
  });
});
