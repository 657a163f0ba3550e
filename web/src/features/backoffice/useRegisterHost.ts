import { useMutation } from '@apollo/client/react';
import { RegisterHostDocument } from './operations';

export function useRegisterHost() {
  return useMutation(RegisterHostDocument);
}
