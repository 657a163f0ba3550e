import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Gauge, Registry } from 'prom-client';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import { httpDuration, httpRequests, processRegistry } from './metrics';
import { countActiveGames } from './metrics.sql';
import { isApiPath } from '../../shared/http/api-paths';

export interface HttpMetrics {
  /** Times every request and counts it under its route pattern when the answer is sent. */
  recordRequests: RequestHandler;
  /** GET /metrics: Prometheus text format, for allowed readers only. */
  endpoint: RequestHandler;
}

export function createHttpMetrics(orm: Orm, metricsToken: string | undefined): HttpMetrics {
  // Read from the database at scrape time, so every instance reports the same, true figure
  // (games started on another instance count too) and nothing drifts after a restart.
  const appRegistry = new Registry();
  new Gauge({
    name: 'bingo_active_games',
    help: 'Games currently active (database-wide)',
    registers: [appRegistry],
    async collect() {
      this.set(await countActiveGames(orm));
    },
  });
  const registry = Registry.merge([processRegistry, appRegistry]);

  return {
    recordRequests: (req, res, next) => {
      const stop = httpDuration.startTimer();
      res.once('finish', () => {
        const labels = {
          method: req.method,
          route: routeLabel(req),
          status: String(res.statusCode),
          operation: operationLabel(req),
        };
        stop(labels);
        httpRequests.inc(labels);
      });
      next();
    },
    endpoint: async (req, res) => {
      assertMayReadMetrics(req, metricsToken);
      res.set('content-type', registry.contentType).send(await registry.metrics());
    },
  };
}

/**
 * Who may read /metrics: a direct connection from this machine (no proxy in between, so no
 * X-Forwarded-For), or anyone presenting METRICS_TOKEN as a bearer token. Metrics reveal
 * traffic and business volume, so a reverse proxy's public port must not hand them out.
 */
function assertMayReadMetrics(req: Request, metricsToken: string | undefined): void {
  const presented = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (metricsToken && presented !== undefined && sameSecret(presented, metricsToken)) return;
  if (isLoopback(req.socket.remoteAddress) && req.get('x-forwarded-for') === undefined && presented === undefined)
    return;
  throw new AppError('FORBIDDEN', 'Metrics are readable only from this machine or with the METRICS_TOKEN bearer token');
}

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/**
 * The Express route pattern (`/game/isWinner/:gameId/:cardNumber`), never the raw URL, so ids
 * cannot grow the label set. Paths no route matched share one label.
 */
export function routeLabel(req: Request): string {
  const pattern = req.route?.path;
  const pathname = req.originalUrl.split('?')[0] ?? '';
  if (typeof pattern === 'string') return (pathname.startsWith('/v2/') ? '/v2' : '') + pattern;
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return '/graphql';
  return isApiPath(pathname) ? 'unmatched' : 'web';
}

// The operation name is chosen by the client: only well-formed names are used, and only the
// first MAX_OPERATIONS distinct ones, so a hostile client cannot explode the series count.
const MAX_OPERATIONS = 200;
const seenOperations = new Set<string>();

function operationLabel(req: Request): string {
  if (routeLabel(req) !== '/graphql') return '';
  const name: unknown = (req.body as { operationName?: unknown } | undefined)?.operationName;
  if (typeof name !== 'string' || !/^[A-Za-z_]\w{0,63}$/.test(name)) return 'anonymous';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATIONS) return 'other';
  seenOperations.add(name);
  return name;
}
