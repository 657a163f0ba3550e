import { useIdempotentMutation } from '../../shared/idempotency/idempotency-key';
import { RegisterHostDocument } from './operations';

export function useRegisterHost() {
  return useIdempotentMutation(RegisterHostDocument);
}
