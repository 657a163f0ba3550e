import { describe, expect, it } from 'vitest';
import { StartAdmission } from './start-admission';
import { AppError } from '../errors/app-error';
import { until } from '../../../test/helpers/until';

const refusalOf = async (admission: StartAdmission): Promise<AppError | null> =>
  admission.admit(async () => null).catch((error: unknown) => error as AppError);

describe('start admission', () => {
  it('refuses a start past the starts in flight with SERVER_BUSY and a retry in whole seconds, and admits again once one ends', async () => {
    const admission = new StartAdmission({ maxInFlight: 1, maxDelayMs: 0 });
    let finish: () => void = () => undefined;
    const first = admission.admit(() => new Promise<string>((resolve) => (finish = () => resolve('started'))));
    const refused = await refusalOf(admission);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'SERVER_BUSY', details: { retryAfterSeconds: 4 } });
    expect(refused!.message).toBe('The server is busy, try again in 4 s');
    expect(refused!.httpStatus).toBe(503);
    finish();
    await expect(first).resolves.toBe('started');
    await expect(admission.admit(async () => 'again')).resolves.toBe('again');
  });

  it('refuses starts while the event loop runs late, and admits them once it keeps pace again', async () => {
    const admission = new StartAdmission({ maxInFlight: 100, maxDelayMs: 50 });
    // Hold the event loop for 300 ms, as a burst of work would.
    const heldUntil = performance.now() + 300;
    while (performance.now() < heldUntil);
    await until(() => admission.recentDelayMs() > 50);
    const refused = await refusalOf(admission);
    expect(refused).toMatchObject({ code: 'SERVER_BUSY' });
    expect(refused!.details!.retryAfterSeconds).toBeGreaterThanOrEqual(2);
    expect(refused!.details!.retryAfterSeconds).toBeLessThanOrEqual(10);
    await until(() => admission.recentDelayMs() < 50, 5000);
    await expect(admission.admit(async () => 'started')).resolves.toBe('started');
  });

  it('refuses every start when no start may be in flight (an instance being drained)', async () => {
    const refused = await refusalOf(new StartAdmission({ maxInFlight: 0, maxDelayMs: 0 }));
    expect(refused).toMatchObject({ code: 'SERVER_BUSY', details: { retryAfterSeconds: 2 } });
  });
});
