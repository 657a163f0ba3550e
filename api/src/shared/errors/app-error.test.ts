import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

describe('AppError', () => {
  it('captures no stack for a refusal, and keeps one for a fault', () => {
    const refusal = new AppError('CONFLICT', 'Please check the card again');
    expect(refusal.stack).toBe('AppError: Please check the card again');
    const fault = new AppError('INTERNAL', 'Something went wrong');
    expect(fault.stack).toMatch(/\n\s+at /);
  });

  it('leaves the stack trace limit as it was', () => {
    const before = Error.stackTraceLimit;
    new AppError('NOT_FOUND', 'Game not found');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('x').stack).toMatch(/\n\s+at /);
  });
});
