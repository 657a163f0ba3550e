import { vi } from 'vitest';

/** Resolves as soon as `condition` holds (checked every `interval` ms); fails after `timeout` ms. */
export function until(condition: () => boolean, timeout = 10_000, interval = 10): Promise<void> {
  return vi.waitFor(
    () => {
      if (!condition()) throw new Error(`condition not met within ${timeout} ms`);
    },
    { timeout, interval },
  );
}
