import { generate } from 'otplib';

const STEP_MS = 30_000;
/** How long before a step ends no code for an earlier step is computed: the time to type or send it, on a loaded machine. */
const STEP_EDGE_MS = 5_000;

/**
 * The code an authenticator app shows `offsetSteps` 30-second steps from now; the server accepts
 * one step either side of its own, each once (api/src/modules/two-factor/totp.ts). Time only moves
 * forward between computing a code and the server checking it, so a code for this step or the next
 * is still accepted in the step after. A code for the step before computed at 29.9 s is two steps
 * away when the server checks it at 30.1 s: that one is computed clear of the step's end.
 */
export async function codeAt(secret: string, offsetSteps = 0): Promise<string> {
  const intoStep = Date.now() % STEP_MS;
  // A real wait: the server checks codes on the wall clock (in e2e, in another process).
  if (offsetSteps < 0 && intoStep > STEP_MS - STEP_EDGE_MS)
    await new Promise((r) => setTimeout(r, STEP_MS - intoStep + 50));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}
