import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { BonusPresetsDocument } from './operations';

const CopyBonusPresetDocument = graphql(`
  mutation CopyBonusPreset($id: ID!) {
    copyBonusPreset(id: $id) {
      id
    }
  }
`);

const DeleteBonusPresetDocument = graphql(`
  mutation DeleteBonusPreset($id: ID!) {
    deleteBonusPreset(id: $id)
  }
`);

// The list is read again from the server after either: it owns the order.
const PRESETS = { refetchQueries: [BonusPresetsDocument], awaitRefetchQueries: true };

/** A host copies a global preset into its own presets (then edits its copy). */
export function useCopyBonusPreset() {
  return useMutation(CopyBonusPresetDocument, PRESETS);
}

/** The super admin deletes a global preset; a host one of its own. */
export function useDeleteBonusPreset() {
  return useMutation(DeleteBonusPresetDocument, PRESETS);
}
