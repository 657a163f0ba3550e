import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import type { DatabaseTarget, Orm } from '../db/open-orm';
import type { Services } from '../services';
import { seedDemoHistory } from './demo-history';

/**
 * docs/demo-history.md: the history is played only in development, only into the embedded
 * database, only on the start that created the demo accounts (an empty data folder), and only
 * when DEMO_HISTORY_DAYS is not 0. Never in production, never in tests (NODE_ENV=test).
 */
export function wantsDemoHistory(config: AppConfig, target: DatabaseTarget, demoCreated: boolean): boolean {
  return config.nodeEnv === 'development' && target.kind === 'pglite' && demoCreated && config.demoHistoryDays > 0;
}

/** Between two games: requests (the first page load above all) are served before the next game. */
const PAUSE_MS = 40;

/**
 * Plays the history in the background once the server answers: `npm start` is not held up, and the
 * dashboards fill from the oldest day as it goes. `stop` (server close) ends it between two games.
 */
export function startDemoHistory(
  orm: Orm,
  services: Services,
  logger: Logger,
  days: number,
): { stop(): Promise<void> } {
  let stopped = false;
  logger.info({ days }, "demo history: playing the demo hosts' past days in the background");
  const run = seedDemoHistory(orm, services, { days, stopped: () => stopped, logger, pauseMs: PAUSE_MS }).then(
    (r) => {
      if (!stopped) logger.info({ ...r, seconds: Math.round(r.ms / 1000) }, 'demo history: done');
    },
    (error: unknown) => logger.error({ err: error }, 'demo history: stopped by an error'),
  );
  return {
    stop: async () => {
      stopped = true;
      await run;
    },
  };
}
