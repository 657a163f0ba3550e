import { vi } from 'vitest';

/**
 * Resolves as soon as `condition` holds (checked every `interval` ms; it may ask the database);
 * fails after `timeout` ms.
 */
export function until(condition: () => boolean | Promise<boolean>, timeout = 10_000, interval = 10): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`condition not met within ${timeout} ms`);
    },
    { timeout, interval },
  );
}
