import { sleep } from './server-process';

export interface Answer {
  status: number;
  body: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One HTTP call with JSON in and out. A connection failure (the server crashed or is
 * restarting) answers status 0 instead of throwing, so callers can decide whether to retry.
 */
export async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  try {
    const res = await fetch(baseUrl + urlPath, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text for the report
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** Status 0 (no answer) and 503 (database away) mean "try again"; anything else is an answer. */
export const retryable = (a: Answer) => a.status === 0 || a.status === 503;

/**
 * Sends the same request until the server answers it (or the deadline passes): what a client
 * does for a request whose fate it does not know. `attempts` counts the unanswered tries.
 */
export async function untilAnswered(
  send: () => Promise<Answer>,
  deadline: number,
): Promise<Answer & { attempts: number }> {
  let attempts = 0;
  for (;;) {
    const answer = await send();
    if (!retryable(answer) || Date.now() > deadline) return { ...answer, attempts };
    attempts++;
    // A real wait: a client that got no answer (the server is down or restarting) has no event
    // to wait for; it tries again a moment later, as a hall's client does.
    await sleep(100);
  }
}

/** Sign-in plus a step-up token (password re-entered) for the X-Step-Up header. */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ token: string; stepUp: string }> {
  const login = await call(baseUrl, 'POST', '/api/admin/login', { body: { username, password } });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  const stepUp = await call(baseUrl, 'POST', '/api/admin/step-up', { token, body: { password } });
  if (stepUp.status !== 200) throw new Error(`step-up ${username}: ${stepUp.status} ${JSON.stringify(stepUp.body)}`);
  return { token, stepUp: stepUp.body.stepUpToken as string };
}
