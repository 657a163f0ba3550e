import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommissionSelect } from './CommissionSelect';

/**
 * A host's commission rate with inline Edit → rate dropdown, Save, Cancel (owner and super-admin
 * tables). `onSave` answers whether the editor may close (a refused save can keep it open).
 */
export function CommissionCell({
  rate,
  saving,
  onSave,
}: {
  rate: number;
  saving: boolean;
  onSave: (rate: number) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(null);
  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" data-testid="commission">
          {Math.round(rate * 100)}%
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setDraft(rate)} data-testid="commission-edit">
          {t('bo.edit')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <CommissionSelect value={draft} onChange={setDraft} />
      <Button
        size="compact-xs"
        loading={saving}
        data-testid="commission-save"
        onClick={() => void onSave(draft).then((saved) => saved && setDraft(null))}
      >
        {t('bo.save')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setDraft(null)}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
