import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseStartUpMemory } from './start-up-memory';

const MB = 1024 * 1024;
const youngGeneration = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size;

describe('releaseStartUpMemory', () => {
  it('gives back the young generation that start-up grew, and nothing is left on the global object', () => {
    // What start-up does to the young generation: many objects that live a while (module loading).
    const kept: object[][] = [];
    for (let round = 0; round < 200 && youngGeneration() < 32 * MB; round++) {
      kept.push(Array.from({ length: 20_000 }, (_, i) => ({ round, i })));
      if (kept.length > 20) kept.shift();
    }
    kept.length = 0;
    expect(youngGeneration()).toBeGreaterThanOrEqual(32 * MB);
    releaseStartUpMemory();
    expect(youngGeneration()).toBeLessThanOrEqual(8 * MB);
    expect('gc' in globalThis).toBe(false);
  });
});
