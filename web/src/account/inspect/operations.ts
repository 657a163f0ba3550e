import { graphql } from '../../gql';

export const RecordInspectAttemptDocument = graphql(`
  mutation RecordInspectAttempt($input: InspectAttemptInput!) {
    recordInspectAttempt(input: $input)
  }
`);
