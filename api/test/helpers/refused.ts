import { expect } from 'vitest';
import type { TestServer } from '../test-server';
import { guardedSnapshot } from '../db-snapshot';

/**
 * A GraphQL call that must be refused with this code (and message) and change nothing in any
 * guarded table (docs/legacy-rest.md#errors: bad input is a 4xx with a clear message, nothing changed).
 */
export async function expectRefusedUnchanged(
  server: TestServer,
  call: () => Promise<{ body: any }>,
  code: string,
  message?: string | RegExp,
): Promise<void> {
  const before = await guardedSnapshot(server.orm);
  const res = await call();
  expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(res.body)).toBe(code);
  expect(res.body.errors[0].message).toBeTruthy();
  if (message) expect(res.body.errors[0].message).toMatch(message);
  expect(await guardedSnapshot(server.orm)).toEqual(before);
}
