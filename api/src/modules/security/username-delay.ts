/**
 * How long a username waits after its latest failed sign-in, by the number of failures in the last
 * 15 minutes from any address (docs/roles-and-accounts.md#sign-in-protection): none for the first
 * four, then 1, 2, 4, 8, 16 seconds, then at most 30. An attacker elsewhere can slow an account down
 * this much but never lock its user out; a remembered device is not delayed at all.
 */
export const USERNAME_DELAY_FREE_FAILURES = 4;
export const USERNAME_DELAY_MAX_SECONDS = 30;

export function usernameDelaySeconds(failures: number): number {
  if (failures <= USERNAME_DELAY_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - USERNAME_DELAY_FREE_FAILURES - 1), USERNAME_DELAY_MAX_SECONDS);
}
