import { useDeferredMutation, useDeferredQuery } from '../../shared/apollo/deferred';
import { graphql } from '../../gql';

/** The signed-in host's open shift with its running figures (docs/games-and-money.md#the-till). */
export const CurrentShiftDocument = graphql(`
  query CurrentShift {
    currentShift {
      id
      floatSantim
      cashInSantim
      cashOutSantim
      expectedSantim
      games
    }
  }
`);

export const OpenShiftDocument = graphql(`
  mutation OpenShift($input: OpenShiftInput!) {
    openShift(input: $input) {
      id
      floatSantim
      cashInSantim
      cashOutSantim
      expectedSantim
      games
    }
  }
`);

export const CloseShiftDocument = graphql(`
  mutation CloseShift($input: CloseShiftInput!) {
    closeShift(input: $input) {
      id
      expectedSantim
      countedSantim
      differenceSantim
    }
  }
`);

// The dashboard is a first screen: these hooks wait for Apollo's code (shared/apollo/deferred.ts).

/** Asked on arrival: a game played since moves the figures, so never from the cache alone. */
export function useCurrentShift() {
  return useDeferredQuery(CurrentShiftDocument, { fetchPolicy: 'cache-and-network' });
}

export function useOpenShift() {
  return useDeferredMutation(OpenShiftDocument, { refetchQueries: [CurrentShiftDocument], awaitRefetchQueries: true });
}

export function useCloseShift() {
  return useDeferredMutation(CloseShiftDocument, { refetchQueries: [CurrentShiftDocument], awaitRefetchQueries: true });
}
