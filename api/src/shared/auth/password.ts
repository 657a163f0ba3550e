import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): ~20-40 ms here, enough against offline guessing
// without letting a burst of sign-ins starve the event loop.
const PRODUCTION = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// The test suites sign in hundreds of times: the same algorithm with tiny costs keeps `npm test`
// within its time budget. Never set outside tests; a hash records its own costs, so either
// kind verifies under either setting.
const TEST_ONLY = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const OPTIONS =
  process.env.BINGO_TEST_FAST_HASH === '1' && process.env.NODE_ENV !== 'production' ? TEST_ONLY : PRODUCTION;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, never a 500
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing username cannot be told apart by timing. */
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-account-password');
  await verifyPassword(await dummyHash, plain);
}
