import { ArgumentValidationError } from 'type-graphql';
import { AppError } from './app-error';
import { describeValidationErrors } from '../validation/parse-input';

/**
 * Whatever was thrown, as an AppError: ours pass through; the rules core's RuleError and
 * validation failures become BAD_INPUT; body-parser failures keep their 4xx; anything else is
 * INTERNAL with a generic message (the original is logged, never sent).
 */
export function normalizeError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ArgumentValidationError) {
    return new AppError('BAD_INPUT', describeValidationErrors(error.extensions.validationErrors as never));
  }
  if (isRuleError(error)) return new AppError('BAD_INPUT', error.message, { rule: error.code });
  const bodyError = bodyParserError(error);
  if (bodyError) return bodyError;
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

function isRuleError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && error.name === 'RuleError' && typeof (error as { code?: unknown }).code === 'string';
}

function bodyParserError(error: unknown): AppError | null {
  if (!error || typeof error !== 'object' || !('type' in error)) return null;
  switch ((error as { type: unknown }).type) {
    case 'entity.parse.failed':
      return new AppError('BAD_INPUT', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported request body encoding');
    case 'request.aborted':
      return new AppError('BAD_INPUT', 'The request was aborted');
    default:
      return null;
  }
}
