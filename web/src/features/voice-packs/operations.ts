import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The packs in scope (docs/screens.md#voice-packs); with a host, that host's and the platform's. */
export const VoicePacksDocument = graphql(`
  query VoicePacks($hostId: ID) {
    voicePacks(hostId: $hostId) {
      id
      name
      hostId
      hostUsername
      previewUrl
      events
      sizeBytes
      createdAt
      isDefault
    }
  }
`);

/** The hosts an owner or the super admin may choose a pack for. */
export const VoicePackHostsDocument = graphql(`
  query VoicePackHosts {
    hosts {
      id
      username
    }
  }
`);

const RenameVoicePackDocument = graphql(`
  mutation RenameVoicePack($packId: ID!, $name: String!) {
    renameVoicePack(packId: $packId, name: $name) {
      id
      name
    }
  }
`);

const DeleteVoicePackDocument = graphql(`
  mutation DeleteVoicePack($packId: ID!) {
    deleteVoicePack(packId: $packId)
  }
`);

const SetDefaultVoicePackDocument = graphql(`
  mutation SetDefaultVoicePack($hostId: ID, $packId: ID) {
    setDefaultVoicePack(hostId: $hostId, packId: $packId) {
      id
      clipBaseUrl
      events
    }
  }
`);

export function useRenameVoicePack() {
  return useMutation(RenameVoicePackDocument);
}

export function useDeleteVoicePack() {
  return useMutation(DeleteVoicePackDocument, { refetchQueries: ['VoicePacks', 'ChosenVoicePack'] });
}

export function useSetDefaultVoicePack() {
  return useMutation(SetDefaultVoicePackDocument, { refetchQueries: ['VoicePacks', 'ChosenVoicePack'] });
}
