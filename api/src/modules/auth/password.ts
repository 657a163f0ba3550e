import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): ~20-40 ms here, enough against offline guessing
// without letting a burst of sign-ins starve the event loop.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
