import '../../../shared/i18n/settings.i18n';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusWrite } from './bonus-call';
import type { PresetRow } from './operations';
import { useCopyBonusPreset, useDeleteBonusPreset } from './preset-copy.operations';

/**
 * A preset row's copy and delete buttons: a host copies a global preset (greyed out for it) into its
 * own presets; whoever may edit a preset may delete it, after a second click that confirms.
 */
export function PresetRowActions({ preset, onEdit }: { preset: PresetRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const [copy, { loading: copying }] = useCopyBonusPreset();
  const [remove, { loading: removing }] = useDeleteBonusPreset();
  const [confirming, setConfirming] = useState(false);
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
        variant={confirming ? 'filled' : 'light'}
        loading={removing}
        data-testid={confirming ? 'preset-delete-confirm' : 'preset-delete'}
        title={confirming ? t('settings.presets.confirmDelete', { name: preset.name }) : undefined}
        onClick={() => {
          if (!confirming) return setConfirming(true);
          setConfirming(false);
          void bonusWrite(() => remove(vars), {
            ok: t('settings.presets.deleted'),
            failed: t('settings.presets.deleteFailed'),
          });
        }}
      >
        {confirming ? `${t('settings.presets.delete')}?` : t('settings.presets.delete')}
      </Button>
    </Group>
  );
}
