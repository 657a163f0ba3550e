import { useMutation } from '@apollo/client/react';
import { SetHostBlockedDocument } from './operations';

export function useSetHostBlocked() {
  return useMutation(SetHostBlockedDocument);
}
