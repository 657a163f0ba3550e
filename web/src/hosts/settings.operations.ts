import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

/** A host's jackpot pool and settings, as its owner or the super admin edits them. */
export const HostJackpotDocument = graphql(`
  query HostJackpot($hostId: ID!) {
    jackpotPool(hostId: $hostId) {
      hostId
      amount: amountSantim
      accrualShare
      callLimit
      enabled
    }
  }
`);

export const UpdateJackpotSettingsDocument = graphql(`
  mutation UpdateJackpotSettings($input: JackpotSettingsInput!) {
    updateJackpotSettings(input: $input) {
      hostId
      enabled
    }
  }
`);

/** A host's hall settings, as its owner or the super admin edits them. */
export const HostHallSettingsDocument = graphql(`
  query HostHallSettings($hostId: ID!) {
    hallSettings(hostId: $hostId) {
      hostId
      displayName
      hallName
      supportPhones
      defaultLanguage
      defaultVoice
    }
  }
`);

export const UpdateHallSettingsDocument = graphql(`
  mutation UpdateHallSettings($input: HallSettingsInput!) {
    updateHallSettings(input: $input) {
      hostId
      hallName
    }
  }
`);

export function useUpdateJackpotSettings() {
  return useMutation(UpdateJackpotSettingsDocument);
}

export function useUpdateHallSettings() {
  return useMutation(UpdateHallSettingsDocument);
}
