import '../../../shared/i18n/settings.i18n';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bonusWrite } from './bonus-call';
import type { PresetRow } from './operations';
import { useCopyBonusPreset, useDeleteBonusPreset } from './preset-copy.operations';
import { useConfirm } from '../../../shared/layout/useConfirm';
import '../../../shared/i18n/safeactions.i18n';

/**
 * A preset row's copy and delete buttons: a host copies a global preset (greyed out for it) into its
 * own presets; whoever may edit a preset may delete it, after a question that names it.
 */
export function PresetRowActions({ preset, onEdit }: { preset: PresetRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const [copy, { loading: copying }] = useCopyBonusPreset();
  const [remove, { loading: removing }] = useDeleteBonusPreset();
  const { ask, dialog } = useConfirm('preset-confirm');
  const vars = { variables: { id: preset.id } };

  if (!preset.editable) {
    return preset.isGlobalPreset ? (
      <Button
        size="compact-xs"
        variant="light"
        color="grape"
        loading={copying}
        data-testid="preset-copy"
        onClick={() =>
          void bonusWrite(() => copy(vars), {
            ok: t('settings.presets.copied'),
            failed: t('settings.presets.copyFailed'),
          })
        }
      >
        {t('settings.presets.copy')}
      </Button>
    ) : null;
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={onEdit} data-testid="preset-edit">
        {t('hs.bonus.edit')}
      </Button>
      <Button
        size="compact-xs"
        color="red"
        variant="light"
        loading={removing}
        data-testid="preset-delete"
        onClick={() =>
          ask({
            title: t('settings.presets.confirmDelete', { name: preset.name }),
            text: t('safe.preset.text'),
            confirmLabel: t('safe.preset.confirm'),
            onConfirm: () =>
              bonusWrite(() => remove(vars), {
                ok: t('settings.presets.deleted'),
                failed: t('settings.presets.deleteFailed'),
              }),
          })
        }
      >
        {t('settings.presets.delete')}
      </Button>
      {dialog}
    </Group>
  );
}
