import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The caller's Room display panel (docs/screens.md#room-display): pairing, paired displays, voice. */
export const CreateDisplayPairingDocument = graphql(`
  mutation CreateDisplayPairing {
    createDisplayPairing {
      code
      expiresAt
    }
  }
`);

export const DisplaysDocument = graphql(`
  query Displays {
    displays {
      displayId
      name
      pairedAt
      lastSeenAt
      revokedAt
    }
  }
`);

export const RevokeDisplayDocument = graphql(`
  mutation RevokeDisplay($displayId: ID!) {
    revokeDisplay(displayId: $displayId) {
      displayId
      revokedAt
    }
  }
`);

export const DisplaySettingsDocument = graphql(`
  query DisplaySettings {
    displaySettings {
      voiceOnDisplay
      voice
    }
  }
`);

export const SetDisplayVoiceDocument = graphql(`
  mutation SetDisplayVoice($input: DisplayVoiceInput!) {
    setDisplayVoice(input: $input) {
      voiceOnDisplay
      voice
    }
  }
`);

export function useCreateDisplayPairing() {
  return useMutation(CreateDisplayPairingDocument);
}

/** Polled while the panel is open: a display the operator just paired shows up by itself. */
export function useDisplays() {
  return useQuery(DisplaysDocument, { fetchPolicy: 'cache-and-network', pollInterval: 3_000 });
}

export function useRevokeDisplay() {
  return useMutation(RevokeDisplayDocument, { refetchQueries: [DisplaysDocument] });
}

/** Whether the voice plays on the room display (then the caller stays silent). */
export function useDisplaySettings() {
  return useQuery(DisplaySettingsDocument);
}

export function useSetDisplayVoice() {
  return useMutation(SetDisplayVoiceDocument, { refetchQueries: [DisplaySettingsDocument] });
}
