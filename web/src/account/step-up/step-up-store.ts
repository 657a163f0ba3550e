import { hasErrorCode } from '../../shared/api-errors';

/**
 * The current step-up token (docs/roles-and-accounts.md#step-up: re-entering one's password instead of the seed's
 * passcodes) and the pending password prompt. Kept outside React: the Apollo link reads the
 * token, and any screen may ask for a step-up with `requestStepUp()`.
 */
export interface StepUpToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token this close to its expiry is not sent: it could expire on the way. */
export const STEP_UP_MARGIN_MS = 10_000;

type Listener = () => void;
let current: StepUpToken | null = null;
let pending: { resolve: (ok: boolean) => void } | null = null;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

/** The token when it is still valid at `now` (with the margin), else null (and forgotten). */
export function currentStepUpToken(now = Date.now()): string | null {
  if (!current) return null;
  if (current.expiresAt - STEP_UP_MARGIN_MS <= now) {
    current = null;
    return null;
  }
  return current.token;
}

export function setStepUpToken(token: string, expiresAt: string | number): void {
  current = { token, expiresAt: typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt) };
  emit();
}

export function clearStepUpToken(): void {
  current = null;
  emit();
}

/** Seconds left on the token (0 when none). */
export function stepUpSecondsLeft(now = Date.now()): number {
  return currentStepUpToken(now) && current ? Math.max(0, Math.floor((current.expiresAt - now) / 1000)) : 0;
}

/** Opens the password prompt; resolves true once a token is held, false when cancelled. */
export function requestStepUp(): Promise<boolean> {
  if (currentStepUpToken()) return Promise.resolve(true);
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { resolve };
    emit();
  });
}

/** The prompt's answer: called by the modal. */
export function finishStepUp(ok: boolean): void {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(ok);
}

export const stepUpStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isPrompting: (): boolean => pending !== null,
};

/** True when the error is the server's "re-enter your password" (GraphQL or REST form). */
export function isStepUpRequired(error: unknown): boolean {
  return hasErrorCode(error, 'STEP_UP_REQUIRED');
}

/**
 * Runs a sensitive call; when the server asks for a step-up, prompts for the password once and
 * retries. Cancelling the prompt rethrows the original error.
 */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  if (!currentStepUpToken() && !(await requestStepUp())) throw new StepUpCancelled();
  try {
    return await call();
  } catch (error) {
    if (!isStepUpRequired(error)) throw error;
    clearStepUpToken();
    if (!(await requestStepUp())) throw new StepUpCancelled();
    return call();
  }
}

export class StepUpCancelled extends Error {
  constructor() {
    super('Step-up cancelled');
    this.name = 'StepUpCancelled';
  }
}
