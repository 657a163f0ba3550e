import { useMutation } from '@apollo/client/react';
import { useIdempotentMutation } from '../../shared/idempotency/idempotency-key';
import { graphql } from '../../gql';

export const PlatformSummaryDocument = graphql(`
  query PlatformSummary {
    platformSummary {
      revenue: revenueSantim
      todayRevenue: todayRevenueSantim
      platformShare
      platformShareAmount: platformShareAmountSantim
      platformFeesCharged: platformFeesChargedSantim
      totalGames
      gamesToday
      hostCount
      totalBetAmount: totalBetAmountSantim
    }
  }
`);

export const InspectAttemptsDocument = graphql(`
  query InspectAttempts {
    inspectAttempts {
      adminUsername
      detectionMethod
      address
      userAgent
      time
    }
  }
`);

export const CardSetsDocument = graphql(`
  query CardSets {
    cardSets {
      id
      name
      cardCount
      checksum
    }
  }
`);

export const ExportCardSetDocument = graphql(`
  query ExportCardSet($id: Int!, $format: CardSetFormat!) {
    exportCardSet(id: $id, format: $format) {
      id
      name
      format
      checksum
      data
    }
  }
`);

export const ImportCardSetDocument = graphql(`
  mutation ImportCardSet($input: ImportCardSetInput!) {
    importCardSet(input: $input) {
      id
      name
      cardCount
      checksum
    }
  }
`);

export const PowerCampaignsDocument = graphql(`
  query PowerCampaigns {
    powerCampaigns {
      id
      title
      text
      link
      startsAt
      endsAt
      isActive
      targetAll
      targetHostIds
      appearances
      clicks
    }
  }
`);

export const CreatePowerCampaignDocument = graphql(`
  mutation CreatePowerCampaign($input: PowerCampaignInput!) {
    createPowerCampaign(input: $input) {
      id
    }
  }
`);

export const UpdatePowerCampaignDocument = graphql(`
  mutation UpdatePowerCampaign($id: ID!, $input: PowerCampaignInput!) {
    updatePowerCampaign(id: $id, input: $input) {
      id
      isActive
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const AdjustHostWalletDocument = graphql(`
  mutation AdjustHostWallet($input: AdjustWalletInput!) {
    adjustHostWallet(input: $input) {
      walletBalance: walletBalanceSantim
    }
  }
`);

export function useChangePassword() {
  return useMutation(ChangePasswordDocument);
}
export function useAdjustHostWallet() {
  return useIdempotentMutation(AdjustHostWalletDocument);
}
export function useImportCardSet() {
  return useMutation(ImportCardSetDocument);
}
export function useCreatePowerCampaign() {
  return useMutation(CreatePowerCampaignDocument);
}
export function useUpdatePowerCampaign() {
  return useMutation(UpdatePowerCampaignDocument);
}

export const AnnouncementsDocument = graphql(`
  query Announcements {
    announcements {
      id
      title
      body
      link
      linkLabel
      startsAt
      endsAt
      isActive
    }
  }
`);

export const CreateAnnouncementDocument = graphql(`
  mutation CreateAnnouncement($input: AnnouncementInput!) {
    createAnnouncement(input: $input) {
      id
    }
  }
`);

export const UpdateAnnouncementDocument = graphql(`
  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {
    updateAnnouncement(id: $id, input: $input) {
      id
      isActive
    }
  }
`);

export function useCreateAnnouncement() {
  return useMutation(CreateAnnouncementDocument);
}
export function useUpdateAnnouncement() {
  return useMutation(UpdateAnnouncementDocument);
}
