import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { AppConfig } from './config/config';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { migrate, openOrm, withStartupLock, type DatabaseTarget, type Orm } from './db/open-orm';
import { seedDatabase } from './seed/seed';
import { startDemoHistory, wantsDemoHistory } from './seed/demo-history-start';
import { openEventBus, type EventBus } from './shared/events/event-bus';
import { ENTITIES, PRUNERS } from './modules';
import { scheduleHousekeeping } from './shared/housekeeping';
import { scheduleAuditAnchors } from './modules/audit';
import type { GameService } from './modules/game';
import { createServices, type ServiceOptions, type Services } from './services';
import { answerClientErrorsAsJson } from './shared/http/client-error';

export interface RunningServer {
  url: string;
  orm: Orm;
  /** The event bus (LISTEN/NOTIFY) this instance publishes on and hears. */
  bus: EventBus;
  services: Services;
  close(): Promise<void>;
}

/** Every `everyMs` (0: never), pauses the running games nobody watches (docs/fairness.md#no-calls-into-an-empty-room). */
function scheduleAutoPause(games: GameService, everyMs: number, report: (error: unknown) => void): () => void {
  if (everyMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    games
      .autoPause(new Date())
      .catch(report)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often each instance deletes records no rule reads any more (shared/housekeeping.ts). */
const HOUSEKEEPING_EVERY_MS = 15 * 60_000;

/** How often each instance anchors the audit chains (an anchor with nothing new is skipped). */
const AUDIT_ANCHOR_EVERY_MS = 10 * 60_000;

/** Where the data lives: DATABASE_URL, else the embedded database in DATA_DIR. */
export function databaseTarget(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, preparedStatements: config.preparedStatements }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/**
 * Opens the database (locking an embedded data folder first), applies migrations, seeds,
 * and listens. Used by `npm start` and by tests, so tests exercise the real start-up path.
 */
export async function startServer(
  config: AppConfig,
  logger: Logger,
  target = databaseTarget(config),
  options: ServiceOptions = {},
): Promise<RunningServer> {
  const lock: DataDirLock | null = target.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
  let orm: Orm | undefined;
  let bus: EventBus | undefined;
  try {
    orm = await openOrm(target, ENTITIES);
    const openedOrm = orm;
    let demoCreated = false;
    await withStartupLock(orm, target, async () => {
      await migrate(openedOrm);
      ({ demoCreated } = await seedDatabase(openedOrm, config, logger));
    });
    bus = await openEventBus(orm, logger);
    const openBus = bus;
    const services = createServices(orm, config, bus, options);
    const app = await createApp({ config, orm, services, logger });
    const server = http.createServer(app.express);
    server.keepAliveTimeout = 65_000;
    answerClientErrorsAsJson(server);
    const subscriptions = app.subscriptions(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const openOrmRef = orm;
    const history = wantsDemoHistory(config, target, demoCreated)
      ? startDemoHistory(orm, services, logger, config.demoHistoryDays)
      : null;
    // Platform anchors (docs/audit.md#anchors): at start and every few minutes, on PostgreSQL. The
    // embedded database's one connection is the requests'; there `npm run audit:anchor` does it.
    const stopAnchors =
      target.kind === 'postgres'
        ? scheduleAuditAnchors(orm, AUDIT_ANCHOR_EVERY_MS, (error) =>
            logger.warn({ err: error }, 'audit anchor failed'),
          )
        : () => undefined;
    const stopHousekeeping = scheduleHousekeeping(orm, PRUNERS, HOUSEKEEPING_EVERY_MS, ({ module, deleted, error }) =>
      error
        ? logger.warn({ err: error, module }, 'housekeeping failed')
        : logger.debug({ module, deleted }, 'housekeeping'),
    );
    const stopAutoPause = scheduleAutoPause(services.games, config.autoPauseCheckMs, (error) =>
      logger.warn({ err: error }, 'auto-pause check failed'),
    );
    return {
      url: `http://${config.host}:${port}`,
      orm,
      bus,
      services,
      close: async () => {
        // Sockets first (upgraded connections are no longer the HTTP server's to close), then
        // HTTP, Apollo, the bus's LISTEN connection and the database.
        await history?.stop();
        stopAnchors();
        stopHousekeeping();
        stopAutoPause();
        await subscriptions.close();
        // Its screens are gone: their games' leases end now rather than run out.
        await services.games.presence.release();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await app.stop();
        await openBus.close();
        await openOrmRef.close(true);
        lock?.release();
      },
    };
  } catch (error) {
    await bus?.close();
    await orm?.close(true);
    lock?.release();
    throw error;
  }
}
