import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { newIdempotencyKey } from './new-key';

/**
 * useMutation whose every call (one user action) carries its own Idempotency-Key, so a
 * network retry of that call cannot start a second game or move money twice.
 */
export function useIdempotentMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): useMutation.ResultTuple<TData, TVariables> {
  const [mutate, result] = useMutation(document);
  const withKey = useCallback(
    (options?: useMutation.MutationFunctionOptions<TData, TVariables>) =>
      mutate({
        ...options,
        context: {
          ...options?.context,
          headers: { ...options?.context?.headers, 'Idempotency-Key': newIdempotencyKey() },
        },
      } as never),
    [mutate],
  );
  return [withKey as typeof mutate, result];
}
