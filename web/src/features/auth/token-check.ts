/**
 * docs/screens.md#everywhere, token validation on protected screens: up to 3 attempts, 1000 ms apart.
 * `check` resolves true/false for a definite answer (including 401/403, which is "invalid")
 * and rejects when the server could not be asked.
 */
export type TokenCheckResult = 'valid' | 'invalid' | 'unreachable';

export interface TokenCheckOptions {
  attempts?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const TOKEN_CHECK_ATTEMPTS = 3;
export const TOKEN_CHECK_DELAY_MS = 1000;

export async function checkTokenWithRetry(
  token: string | null,
  check: (token: string) => Promise<boolean>,
  { attempts = TOKEN_CHECK_ATTEMPTS, delayMs = TOKEN_CHECK_DELAY_MS, sleep = defaultSleep }: TokenCheckOptions = {},
): Promise<TokenCheckResult> {
  if (!token) return 'invalid';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return (await check(token)) ? 'valid' : 'invalid';
    } catch {
      if (attempt < attempts) await sleep(delayMs);
    }
  }
  return 'unreachable';
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
