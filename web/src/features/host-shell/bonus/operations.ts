import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BonusConfigsQuery, BonusPresetsQuery } from '../../../gql/graphql';

export const BonusConfigsDocument = graphql(`
  query BonusConfigs {
    bonusConfigs {
      id
      name
      description
      bonusType
      bonusValue
      startDateTime
      endDateTime
      gameType
      minPlayers
      maxBonusAmount: maxBonusAmountSantim
      minBonusAmount: minBonusAmountSantim
      triggerType
      triggerValue
      dailyBonusLimit: dailyBonusLimitSantim
      distributedCount
      bonusPool: bonusPoolSantim
      remainingBonusPool: remainingBonusPoolSantim
      selectedDays
      selectedTimeSlots
      isActive
      presetId
    }
  }
`);

export const BonusPresetsDocument = graphql(`
  query BonusPresets {
    bonusPresets {
      id
      name
      description
      bonusType
      bonusValue
      gameType
      minPlayers
      maxBonusAmount: maxBonusAmountSantim
      presetCategory
      isGlobalPreset
      presetPriority
      isActive
      editable
    }
  }
`);

export const BonusGamesDocument = graphql(`
  query BonusGames {
    bonusGames {
      gameId
      date
      baseAmount: baseAmountSantim
      totalBonusAmount: totalBonusAmountSantim
      appliedBonuses {
        bonusId
        bonusType
        bonusValue
        bonusAmount: bonusAmountSantim
      }
    }
  }
`);

export const DailyBonusStatsDocument = graphql(`
  query DailyBonusStats($range: BonusStatsRangeInput) {
    dailyBonusStats(range: $range) {
      date
      totalGames
      totalBonusAmount: totalBonusAmountSantim
    }
  }
`);

const CreateBonusConfigDocument = graphql(`
  mutation CreateBonusConfig($input: BonusConfigInput!) {
    createBonusConfig(input: $input) {
      id
    }
  }
`);

const UpdateBonusConfigDocument = graphql(`
  mutation UpdateBonusConfig($id: ID!, $input: BonusConfigInput!) {
    updateBonusConfig(id: $id, input: $input) {
      id
    }
  }
`);

const DeleteBonusConfigDocument = graphql(`
  mutation DeleteBonusConfig($id: ID!) {
    deleteBonusConfig(id: $id)
  }
`);

const CreateBonusPresetDocument = graphql(`
  mutation CreateBonusPreset($input: BonusPresetInput!) {
    createBonusPreset(input: $input) {
      id
    }
  }
`);

const UpdateBonusPresetDocument = graphql(`
  mutation UpdateBonusPreset($id: ID!, $input: BonusPresetInput!) {
    updateBonusPreset(id: $id, input: $input) {
      id
    }
  }
`);

const ToggleBonusPresetDocument = graphql(`
  mutation ToggleBonusPreset($id: ID!) {
    toggleBonusPreset(id: $id) {
      id
      isActive
    }
  }
`);

// After a change the list is read again from the server: it owns the order and the counters.
const CONFIGS = { refetchQueries: [BonusConfigsDocument], awaitRefetchQueries: true };
const PRESETS = { refetchQueries: [BonusPresetsDocument], awaitRefetchQueries: true };

export function useCreateBonusConfig() {
  return useMutation(CreateBonusConfigDocument, CONFIGS);
}
export function useUpdateBonusConfig() {
  return useMutation(UpdateBonusConfigDocument, CONFIGS);
}
export function useDeleteBonusConfig() {
  return useMutation(DeleteBonusConfigDocument, CONFIGS);
}
export function useCreateBonusPreset() {
  return useMutation(CreateBonusPresetDocument, PRESETS);
}
export function useUpdateBonusPreset() {
  return useMutation(UpdateBonusPresetDocument, PRESETS);
}
export function useToggleBonusPreset() {
  return useMutation(ToggleBonusPresetDocument);
}

/** One row of each list, as the list and its edit modal both read it. */
export type BonusConfigRow = BonusConfigsQuery['bonusConfigs'][number];
export type PresetRow = BonusPresetsQuery['bonusPresets'][number];
