import type { AppError } from './app-error';

/** The whole seconds a refusal (server busy, rate limited) asks the client to wait: its Retry-After header. */
export function retryAfterOf(error: AppError): string | null {
  const seconds = error.details?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? String(Math.ceil(seconds)) : null;
}
