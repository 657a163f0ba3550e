import { describe, expect, it } from 'vitest';
import { ConnectionException, DriverException } from '@mikro-orm/core';
import { AppError } from './app-error';
import { isDatabaseUnavailable, normalizeError } from './normalize-error';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('normalizeError: database errors', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown / terminated backend', withCode('57P01', 'terminating connection due to administrator command')],
    ['server starting or stopping', withCode('57P03', 'the database system is shutting down')],
    ['connection failure', withCode('08006')],
    ['database renamed or dropped', withCode('3D000', 'database "bingo" does not exist')],
    ['too many connections', withCode('53300')],
    ['pg pool timeout', new Error('timeout exceeded when trying to connect')],
    ['pg client lost its socket', new Error('Connection terminated unexpectedly')],
    ['MikroORM ConnectionException', new ConnectionException(withCode('ECONNREFUSED'))],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    [
      'AggregateError of IPv4 and IPv6 refusals',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
    ],
  ])('%s → 503 UNAVAILABLE with a message', (_name, error) => {
    const appError = normalizeError(error);
    expect(appError.code).toBe('UNAVAILABLE');
    expect(appError.httpStatus).toBe(503);
    expect(appError.graphqlCode).toBe('SERVICE_UNAVAILABLE');
    expect(appError.message).toMatch(/temporarily unavailable/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['NUL byte in text', '22021'],
    ['broken Unicode escape in jsonb', '22P05'],
    ['number out of range', '22003'],
    ['invalid uuid text', '22P02'],
  ])('data exception %s (%s) → 400 BAD_INPUT', (_name, code) => {
    const appError = normalizeError(new DriverException(withCode(code)));
    expect(appError.code).toBe('BAD_INPUT');
    expect(appError.httpStatus).toBe(400);
  });

  it('serialization failures and deadlocks → 409 CONFLICT (nothing saved, retry)', () => {
    expect(normalizeError(withCode('40001')).code).toBe('CONFLICT');
    expect(normalizeError(withCode('40P01')).code).toBe('CONFLICT');
  });

  it('a unique key taken by a simultaneous request → 409 CONFLICT, named when the key is known', () => {
    const username = normalizeError(
      new DriverException(Object.assign(withCode('23505'), { constraint: 'account_username_unique' })),
    );
    expect(username.code).toBe('CONFLICT');
    expect(username.httpStatus).toBe(409);
    expect(username.message).toMatch(/username was taken/);
    expect(normalizeError(withCode('23505', 'duplicate key value violates "x_key"')).message).not.toMatch(/x_key/);
  });

  it('a protocol violation, a syntax error or an unknown error stays INTERNAL with a generic message', () => {
    for (const error of [
      withCode('08P01'),
      withCode('42601', 'syntax error at "select"'),
      new TypeError('x is undefined'),
    ]) {
      const appError = normalizeError(error);
      expect(appError.code).toBe('INTERNAL');
      expect(appError.message).not.toMatch(/select|undefined/);
    }
  });

  it('AppErrors pass through', () => {
    const e = new AppError('NOT_FOUND', 'Game not found');
    expect(normalizeError(e)).toBe(e);
  });
});
