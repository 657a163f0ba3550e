import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../shared/errors/app-error';
import { normalizeError } from '../shared/errors/normalize-error';
import { retryAfterOf } from '../shared/errors/retry-after';

/** The REST side of the code table: `{"message", "code", "details"?}` with the mapped status, never a stack. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = normalizeError(error);
  if (appError.code === 'INTERNAL') req.log?.error({ err: error }, 'unexpected error in a REST handler');
  if (res.headersSent) return;
  const retryAfter = retryAfterOf(appError);
  if (retryAfter) res.set('retry-after', retryAfter);
  // Details as GraphQL gives them (format-error.ts): e.g. every reason a voice pack was refused.
  res.status(appError.httpStatus).json({
    message: appError.message,
    code: appError.code,
    ...(appError.details ? { details: appError.details } : {}),
  });
};

/** Unknown paths under the API answer JSON, never the web app's index.html. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API endpoint ${req.method} ${req.path}`));
};
