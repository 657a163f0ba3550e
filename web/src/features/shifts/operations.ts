import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The till's reports (docs/games-and-money.md#the-till): shifts by hall and range, flagged payouts. */

export const ShiftRowFields = graphql(`
  fragment ShiftRowFields on ShiftObject {
    id
    hostId
    username
    openedAt
    closedAt
    games
    floatSantim
    cashInSantim
    cashOutSantim
    freeSantim
    bonusSantim
    expectedSantim
    countedSantim
    differenceSantim
    note
    flaggedPayouts {
      gameId
      amountSantim
      thresholdSantim
      flaggedAt
      acknowledgedAt
      note
    }
  }
`);

export const ShiftListDocument = graphql(`
  query ShiftList($hostId: ID, $startDate: String, $endDate: String) {
    shifts(hostId: $hostId, startDate: $startDate, endDate: $endDate, limit: 500) {
      ...ShiftRowFields
    }
  }
`);

export const ShiftDetailDocument = graphql(`
  query ShiftDetail($id: ID!) {
    shift(id: $id) {
      ...ShiftRowFields
      floatCounts {
        birr
        count
      }
      countedCounts {
        birr
        count
      }
      corrections {
        amountSantim
        note
        createdAt
      }
    }
  }
`);

/** The halls an owner (its group) or the super admin (all) may pick. */
export const ShiftHallsDocument = graphql(`
  query ShiftHalls {
    hosts {
      id
      username
    }
  }
`);

export const OpenFlagsDocument = graphql(`
  query OpenFlaggedPayouts($hostId: ID) {
    flaggedPayouts(hostId: $hostId, open: true) {
      gameId
      hostId
      username
      amountSantim
      thresholdSantim
      flaggedAt
    }
  }
`);

const AcknowledgePayoutDocument = graphql(`
  mutation AcknowledgePayout($gameId: ID!, $note: String!) {
    acknowledgePayout(gameId: $gameId, note: $note) {
      gameId
      acknowledgedAt
      note
    }
  }
`);

export function useAcknowledgePayout() {
  return useMutation(AcknowledgePayoutDocument, { refetchQueries: [OpenFlagsDocument, ShiftListDocument] });
}
