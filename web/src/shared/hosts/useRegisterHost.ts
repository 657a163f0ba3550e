import { useIdempotentMutation } from '../idempotency/idempotency-key';
import { RegisterHostDocument } from './operations';

export function useRegisterHost() {
  return useIdempotentMutation(RegisterHostDocument);
}
