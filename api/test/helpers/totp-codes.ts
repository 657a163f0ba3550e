import { generate } from 'otplib';

const STEP_MS = 30_000;
/** How long before a step ends no code is computed: the time to type or send it, on a loaded machine. */
const STEP_EDGE_MS = 5_000;

/**
 * The code an authenticator app shows `offsetSteps` 30-second steps from now; the server accepts
 * one step either side of its own, each once (api/src/modules/two-factor/totp.ts). Computed only
 * clear of a step's end, waiting for the next step when needed: a code for the step before (or
 * after) computed at 29.9 s is two steps away when the server checks it at 30.1 s.
 */
export async function codeAt(secret: string, offsetSteps = 0): Promise<string> {
  const intoStep = Date.now() % STEP_MS;
  if (intoStep > STEP_MS - STEP_EDGE_MS) await new Promise((r) => setTimeout(r, STEP_MS - intoStep + 50));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}
