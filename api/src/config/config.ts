import path from 'node:path';
import { FOLLOWERS_PER_HALL_DEFAULT } from '@bingo/core';
import type { StartLimits } from '../shared/load/start-admission';

/** Everything the service reads from the environment, parsed once at start-up. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** postgres://… to use a real server; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /**
   * On PostgreSQL, hot statements sent with bind parameters are named prepared statements
   * (db/prepared-client.ts); PG_PREPARED_STATEMENTS=off for a pooler that cannot keep them.
   */
  preparedStatements: boolean;
  /** Folder for the embedded database, its lock file and the development JWT secret. */
  dataDir: string;
  /** Undefined in development: a random secret is created once and kept in dataDir. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /**
   * Key of printed cards' check codes (CARD_CHECK_SECRET, 32+ characters); undefined: derived from
   * the JWT secret, so rotating that secret then invalidates every printed card's QR.
   */
  cardCheckSecret: string | undefined;
  /** How often open WebSocket sessions are re-authenticated (a blocked account's stream stops within it). */
  socketRecheckMs: number;
  /** How often each open WebSocket is pinged; one that misses a ping is closed at the next (SOCKET_PING_DEFAULT_MS). */
  socketPingMs: number;
  /**
   * Live feeds send due calls on this grid of wall-clock milliseconds (0: each at its own instant):
   * calls of many games falling due in one tick go out in one wake-up (docs/fairness.md#live-ticks).
   */
  callTickMs: number;
  /** When this instance refuses new game starts for its load (docs/performance.md#running-games-first). */
  startLimits: StartLimits;
  /** Followers of one hall on one instance at once (FOLLOWERS_PER_HALL; docs/screens.md#card-page). */
  followersPerHall: number;
  /** Card page lookups and follows per client address per minute (FOLLOW_RATE_PER_MINUTE). */
  followRatePerMinute: number;
  /**
   * How often each instance looks for running games no screen has watched for two call intervals
   * and pauses them (0: never; docs/fairness.md#no-calls-into-an-empty-room).
   */
  autoPauseCheckMs: number;
  /**
   * How long an instance may remember an account between requests (0: read it on every request);
   * changes are forgotten at once when heard (docs/roles-and-accounts.md#account-checks): this
   * only bounds a change missed by a silently dead LISTEN connection.
   */
  actorCacheMs: number;
  /** When set, the REST layer refuses requests without a matching x-api-key header. */
  apiKey: string | undefined;
  /** Bearer token that may read /metrics from anywhere; without it only direct loopback may. */
  metricsToken: string | undefined;
  demoPassword: string;
  superAdminUsername: string | undefined;
  superAdminPassword: string | undefined;
  logLevel: string;
  /** Express "trust proxy": which peers may set X-Forwarded-For (the client address for blocking). */
  trustProxy: string;
  /** Days of demo history played on a fresh embedded database in development (docs/demo-history.md); 0: none. */
  demoHistoryDays: number;
  /** Built web app to serve; absent folder means "API only". */
  webDistDir: string;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer 0-65535, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (nodeEnv === 'production' && !jwtSecret) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production');
  }
  if (jwtSecret && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  const cardCheckSecret = env.CARD_CHECK_SECRET?.trim() || undefined;
  if (cardCheckSecret && cardCheckSecret.length < 32) {
    throw new Error('CARD_CHECK_SECRET must be at least 32 characters');
  }
  return {
    nodeEnv,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    databaseUrl,
    preparedStatements: onOff(env.PG_PREPARED_STATEMENTS, true, 'PG_PREPARED_STATEMENTS'),
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || '.data'),
    jwtSecret,
    cardCheckSecret,
    tokenTtlSeconds: 12 * 60 * 60,
    socketRecheckMs: positiveMs(env.SOCKET_RECHECK_MS, 10_000, 'SOCKET_RECHECK_MS'),
    socketPingMs: positiveMs(env.SOCKET_PING_MS, SOCKET_PING_DEFAULT_MS, 'SOCKET_PING_MS'),
    followersPerHall: countUpTo(env.FOLLOWERS_PER_HALL, FOLLOWERS_PER_HALL_DEFAULT, 100_000, 'FOLLOWERS_PER_HALL'),
    followRatePerMinute: countUpTo(env.FOLLOW_RATE_PER_MINUTE, 600, 1_000_000, 'FOLLOW_RATE_PER_MINUTE'),
    callTickMs: msUpTo(env.CALL_TICK_MS, CALL_TICK_DEFAULT_MS, CALL_TICK_MAX_MS, 'CALL_TICK_MS'),
    // Outside production no limit unless set: tests start many games at once on loaded machines.
    startLimits: {
      maxInFlight: wholeUpTo(
        env.START_MAX_IN_FLIGHT,
        nodeEnv === 'production' ? START_MAX_IN_FLIGHT_DEFAULT : 10_000,
        10_000,
        'START_MAX_IN_FLIGHT',
      ),
      maxDelayMs: msUpTo(
        env.START_MAX_DELAY_MS,
        nodeEnv === 'production' ? START_MAX_DELAY_DEFAULT_MS : 0,
        10_000,
        'START_MAX_DELAY_MS',
      ),
    },
    autoPauseCheckMs: msUpTo(env.AUTO_PAUSE_CHECK_MS, 1_000, 60_000, 'AUTO_PAUSE_CHECK_MS'),
    actorCacheMs: msUpTo(env.ACCOUNT_CACHE_MS, ACCOUNT_CACHE_DEFAULT_MS, ACCOUNT_CACHE_MAX_MS, 'ACCOUNT_CACHE_MS'),
    apiKey: env.API_KEY?.trim() || undefined,
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    demoPassword: env.DEMO_PASSWORD || 'demo1234',
    demoHistoryDays: demoHistoryDays(env.DEMO_HISTORY_DAYS),
    superAdminUsername: env.SUPER_ADMIN_USERNAME?.trim() || undefined,
    superAdminPassword: env.SUPER_ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR?.trim() || 'web/dist'),
  };
}

function demoHistoryDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 90;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 366)
    throw new Error(`DEMO_HISTORY_DAYS must be 0-366, got "${value}"`);
  return days;
}

function positiveMs(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 3_600_000)
    throw new Error(`${name} must be 50-3600000 ms, got "${value}"`);
  return ms;
}

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '') return fallback;
  if (v === 'on') return true;
  if (v === 'off') return false;
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

/**
 * How often the server pings each open WebSocket (graphql-ws's keep-alive; its own default is 12 s).
 * A socket that has not answered by the next ping is closed, so a dead one is found within two
 * periods; and 30 s keeps an idle room display's socket inside the 60 s idle timeout of common
 * proxies (nginx's proxy_read_timeout, AWS load balancers). Each ping costs the server two
 * wake-ups a socket (the ping, its pong): at 12 s that was about 40 a game of 4 minutes for each
 * display, as many as the game's database statements.
 */
export const SOCKET_PING_DEFAULT_MS = 30_000;

/** Default and bounds of CALL_TICK_MS: a tick adds at most its length to a call's arrival. */
export const CALL_TICK_DEFAULT_MS = 50;
const CALL_TICK_MAX_MS = 250;

/**
 * Defaults of START_MAX_IN_FLIGHT and START_MAX_DELAY_MS in production: past 32 starts at once, or once most
 * timers fire 50 ms late (a call then goes out a tick late or more), new starts are refused
 * (docs/performance.md#running-games-first).
 */
const START_MAX_IN_FLIGHT_DEFAULT = 32;
const START_MAX_DELAY_DEFAULT_MS = 50;

/**
 * Default and bound of ACCOUNT_CACHE_MS. Changes are forgotten when made or heard, and a silent
 * LISTEN connection is found within 15 s (LIVENESS_PROBE): the age only backs those up. Five
 * minutes outlast a whole game and the pause before a hall's next, so a hall's requests read its
 * account about once a game on each instance instead of every minute.
 */
export const ACCOUNT_CACHE_DEFAULT_MS = 300_000;
const ACCOUNT_CACHE_MAX_MS = 300_000;

/** A whole number of milliseconds from 0 to `max` (`fallback` when unset). */
function msUpTo(value: string | undefined, fallback: number, max: number, name: string): number {
  return wholeUpTo(value, fallback, max, name, ' ms');
}

/** A whole number from 1 to `max` (`fallback` when unset): a limit that 0 would turn into "refuse all". */
function countUpTo(value: string | undefined, fallback: number, max: number, name: string): number {
  const n = wholeUpTo(value, fallback, max, name);
  if (n < 1) throw new Error(`${name} must be 1-${max}, got "${value}"`);
  return n;
}

/** A whole number from 0 to `max` (`fallback` when unset). */
function wholeUpTo(value: string | undefined, fallback: number, max: number, name: string, unit = ''): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`${name} must be 0-${max}${unit}, got "${value}"`);
  return n;
}

function parseNodeEnv(value: string | undefined): AppConfig['nodeEnv'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}
