import { describe, expect, it } from 'vitest';
import { clipDurationProblem, missingNumberProblems, parseClipName } from './voice-pack-rules';

describe('voice pack clip names', () => {
  it('reads numbers with or without their column letter, and event names', () => {
    expect(parseClipName('42.wav')).toEqual({ kind: 'number', number: 42 });
    expect(parseClipName('pack/B7.WAV')).toEqual({ kind: 'number', number: 7 });
    expect(parseClipName('o75.wav')).toEqual({ kind: 'number', number: 75 });
    expect(parseClipName('07.wav')).toEqual({ kind: 'number', number: 7 });
    expect(parseClipName('Not_Winner.wav')).toEqual({ kind: 'event', event: 'not-winner' });
    expect(parseClipName('game over.wav')).toEqual({ kind: 'event', event: 'game-over' });
  });

  it('refuses a letter of another column, numbers out of range and other names', () => {
    expect(parseClipName('B20.wav')).toBeNull();
    expect(parseClipName('76.wav')).toBeNull();
    expect(parseClipName('0.wav')).toBeNull();
    expect(parseClipName('hello.wav')).toBeNull();
  });

  it('names durations out of bounds and missing numbers', () => {
    expect(clipDurationProblem('B7', { kind: 'number', number: 7 }, 14_000)).toBe('B7 is 14 s long (at most 6 s)');
    expect(clipDurationProblem('3', { kind: 'number', number: 3 }, 100)).toBe('3 is 0.1 s long (at least 0.3 s)');
    expect(clipDurationProblem('winner', { kind: 'event', event: 'winner' }, 8000)).toBeNull();
    expect(missingNumberProblems(new Set(Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => n !== 42)))).toEqual(
      ['42 is missing'],
    );
  });
});
