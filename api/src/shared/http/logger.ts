import crypto from 'node:crypto';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

export function createLogger(level: string): Logger {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers["x-step-up"]', 'req.headers.cookie'] });
}

/**
 * One log line per request, tagged with a request id that is also sent back as x-request-id.
 * Above the info level only failed requests are logged, so the per-request child logger (which
 * serializes and redacts the request's headers on every request) is not made at all.
 */
export function requestLogger(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('info')) return failedRequestLogger(logger);
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/** The request log at warn and above: the id header on every answer, a line for each 4xx/5xx. */
function failedRequestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req, res);
    const started = performance.now();
    res.once('finish', () => {
      if (res.statusCode < 400) return;
      const line = {
        req: { id, method: req.method, url: req.originalUrl },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.warn(line, 'request completed');
    });
    next();
  };
}
