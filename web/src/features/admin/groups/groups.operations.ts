import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const OwnerGroupsDocument = graphql(`
  query OwnerGroups {
    ownerGroups {
      ...OwnerGroupFields
    }
    cardSets {
      id
      name
    }
  }
`);

export const CreateOwnerGroupDocument = graphql(`
  mutation CreateOwnerGroup($input: CreateOwnerGroupInput!) {
    createOwnerGroup(input: $input) {
      id
    }
  }
`);

export const UpdateOwnerGroupDocument = graphql(`
  mutation UpdateOwnerGroup($input: UpdateOwnerGroupInput!) {
    updateOwnerGroup(input: $input) {
      id
    }
  }
`);

export const SetOwnerGroupArchivedDocument = graphql(`
  mutation SetOwnerGroupArchived($groupId: Int!, $archived: Boolean!) {
    setOwnerGroupArchived(groupId: $groupId, archived: $archived) {
      id
      archivedAt
    }
  }
`);

export const CreateOwnerAccountDocument = graphql(`
  mutation CreateOwnerAccount($input: CreateOwnerAccountInput!) {
    createOwnerAccount(input: $input) {
      id
    }
  }
`);

export const SetOwnerAccountBlockedDocument = graphql(`
  mutation SetOwnerAccountBlocked($ownerId: ID!, $blocked: Boolean!) {
    setOwnerAccountBlocked(ownerId: $ownerId, blocked: $blocked) {
      id
      blocked
    }
  }
`);

export function useCreateOwnerGroup() {
  return useMutation(CreateOwnerGroupDocument);
}
export function useUpdateOwnerGroup() {
  return useMutation(UpdateOwnerGroupDocument);
}
export function useSetOwnerGroupArchived() {
  return useMutation(SetOwnerGroupArchivedDocument);
}
export function useCreateOwnerAccount() {
  return useMutation(CreateOwnerAccountDocument);
}
export function useSetOwnerAccountBlocked() {
  return useMutation(SetOwnerAccountBlockedDocument);
}
