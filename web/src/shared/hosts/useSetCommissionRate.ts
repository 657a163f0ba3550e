import { useMutation } from '@apollo/client/react';
import { SetCommissionRateDocument } from './operations';

export function useSetCommissionRate() {
  return useMutation(SetCommissionRateDocument);
}
