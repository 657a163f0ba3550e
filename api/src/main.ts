import { loadConfig } from './config/config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './server';
import { createLogger } from './shared/http/logger';
import { releaseStartUpMemory } from './shared/process/start-up-memory';

const startedAt = performance.now();
const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  const gcMs = releaseStartUpMemory();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  logger.info(
    { url: server.url, database: config.databaseUrl ? 'postgres' : config.dataDir, seconds, gcMs: Math.round(gcMs) },
    'serving',
  );
  console.log(`Bingo hall is serving on ${server.url} (ready in ${seconds} s)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'could not start');
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
