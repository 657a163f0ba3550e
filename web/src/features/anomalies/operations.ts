import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Hosts by how many anomalies they raise over the range (docs/reporting.md#anomalies). */
export const AnomaliesDocument = graphql(`
  query Anomalies($startDate: String, $endDate: String) {
    anomalies(startDate: $startDate, endDate: $endDate) {
      startDate
      endDate
      hosts {
        hostId
        username
        games
        flags {
          kind
          value
          threshold
          cardNumber
          plays
          wins
          expectedWins
          pValue
          trend {
            day
            value
          }
        }
      }
    }
  }
`);

export const AnomalyThresholdsDocument = graphql(`
  query AnomalyThresholds {
    anomalyThresholds {
      ...AnomalyThresholdsFields
    }
  }
`);

export const SetAnomalyThresholdsDocument = graphql(`
  mutation SetAnomalyThresholds($input: AnomalyThresholdsInput!) {
    setAnomalyThresholds(input: $input) {
      ...AnomalyThresholdsFields
    }
  }
`);

export const useSetAnomalyThresholds = () => useMutation(SetAnomalyThresholdsDocument);

/** The games, shifts or events behind one flag. */
export const AnomalyEvidenceDocument = graphql(`
  query AnomalyEvidence($hostId: ID!, $kind: String!, $startDate: String, $endDate: String, $cardNumber: Int) {
    anomalyEvidence(hostId: $hostId, kind: $kind, startDate: $startDate, endDate: $endDate, cardNumber: $cardNumber) {
      hostId
      kind
      games {
        gameId
        publicCode
        createdAt
        endReason
        calls
        winningCard
        missedClaims
        totalStakesSantim
        payoutSantim
      }
      shifts {
        shiftId
        openedAt
        closedAt
        expectedSantim
        countedSantim
        toleranceSantim
      }
      events {
        label
        at
      }
    }
  }
`);
