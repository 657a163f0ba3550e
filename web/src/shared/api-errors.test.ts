import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorCodes, errorMessage, GENERIC_FAILURE, hasErrorCode } from './api-errors';

function serverError(status: number, bodyText: string): ServerError {
  return new ServerError('failed', { response: new Response(bodyText, { status }), bodyText });
}

function graphQLError(...errors: { message: string; extensions?: Record<string, unknown> }[]): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors });
}

describe('errorCode', () => {
  it("reads a GraphQL error's extensions.appCode before Apollo's extensions.code", () => {
    const error = graphQLError({
      message: 'Invalid username or password',
      extensions: { code: 'UNAUTHENTICATED', appCode: 'INVALID_CREDENTIALS' },
    });
    expect(errorCode(error)).toBe('INVALID_CREDENTIALS');
    expect(hasErrorCode(error, 'UNAUTHENTICATED')).toBe(false);
  });

  it('falls back to extensions.code when it is an API code', () => {
    expect(errorCode(graphQLError({ message: 'x', extensions: { code: 'FORBIDDEN' } }))).toBe('FORBIDDEN');
    expect(
      errorCode(graphQLError({ message: 'x', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
    ).toBeUndefined();
  });

  it('reads every error of a combined answer', () => {
    const error = graphQLError(
      { message: 'a', extensions: { appCode: 'NOT_FOUND' } },
      { message: 'b', extensions: { appCode: 'INSUFFICIENT_BALANCE' } },
    );
    expect(errorCode(error)).toBe('NOT_FOUND');
    expect(errorCodes(error)).toEqual(['NOT_FOUND', 'INSUFFICIENT_BALANCE']);
    expect(hasErrorCode(error, 'INSUFFICIENT_BALANCE')).toBe(true);
  });

  it('reads the code of a REST body {"message", "code"}', () => {
    const error = serverError(
      402,
      JSON.stringify({ message: 'Insufficient balance in wallet', code: 'INSUFFICIENT_BALANCE' }),
    );
    expect(errorCode(error)).toBe('INSUFFICIENT_BALANCE');
    expect(errorMessage(error)).toBe('Insufficient balance in wallet');
  });

  it('reads GraphQL errors answered with an error status', () => {
    const error = serverError(
      403,
      JSON.stringify({ errors: [{ message: 'blocked', extensions: { appCode: 'ADDRESS_BLOCKED' } }] }),
    );
    expect(errorCode(error)).toBe('ADDRESS_BLOCKED');
  });

  it('reads plain objects of the same shapes', () => {
    expect(errorCode({ errors: [{ extensions: { code: 'STEP_UP_REQUIRED' } }] })).toBe('STEP_UP_REQUIRED');
    expect(errorCode({ bodyText: '{"message":"x","code":"STEP_UP_REQUIRED"}' })).toBe('STEP_UP_REQUIRED');
  });

  it('is undefined without a known code', () => {
    expect(errorCode(new Error('Failed to fetch'))).toBeUndefined();
    expect(errorCode(serverError(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(errorCode(serverError(400, '{"message":"x","code":"SOMETHING_NEW"}'))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('INSUFFICIENT_BALANCE')).toBeUndefined();
    expect(errorMessage(new Error('Failed to fetch'))).toBe(GENERIC_FAILURE);
  });
});

describe('errorMessage in Amharic', () => {
  it('words the codes that say it all in Amharic, keeps the server words where they carry specifics', async () => {
    const { i18n } = await import('./i18n');
    const answer = (code: string, message: string) => serverError(400, JSON.stringify({ message, code }));
    await i18n.changeLanguage('am');
    try {
      expect(errorMessage(answer('INSUFFICIENT_BALANCE', 'Insufficient balance in wallet'))).toBe(
        'በዋሌቱ ውስጥ በቂ ቀሪ ሂሳብ የለም',
      );
      expect(errorMessage(answer('BAD_INPUT', 'name is required'))).toBe('name is required');
      expect(errorMessage(new Error('offline'))).toBe('ጥያቄው አልተሳካም');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(errorMessage(answer('INSUFFICIENT_BALANCE', 'Insufficient balance in wallet'))).toBe(
      'Insufficient balance in wallet',
    );
  });
});
