import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../shared/i18n/safeactions.i18n';
import { useConfirm } from '../shared/layout/useConfirm';
import { CommissionSelect } from './CommissionSelect';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * A host's commission rate with inline Edit → rate dropdown, Save, Cancel (owner and super-admin
 * tables). Save asks first, naming the host and the change (old → new): a commission moves money
 * on every game. `onSave` answers whether the editor may close (a refused save can keep it open).
 */
export function CommissionCell({
  name,
  rate,
  saving,
  onSave,
}: {
  /** The host's username, named in the question. */
  name: string;
  rate: number;
  saving: boolean;
  onSave: (rate: number) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(null);
  const { ask, dialog } = useConfirm('commission-confirm');
  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" data-testid="commission">
          {percent(rate)}
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
        onClick={() => {
          if (draft === rate) return setDraft(null);
          ask({
            title: t('safe.commission.title', { name }),
            text: t('safe.commission.text', { from: percent(rate), to: percent(draft) }),
            confirmLabel: t('safe.commission.confirm'),
            color: 'blue',
            onConfirm: () => onSave(draft).then((saved) => saved && setDraft(null)),
          });
        }}
      >
        {t('bo.save')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setDraft(null)}>
        {t('common.cancel')}
      </Button>
      {dialog}
    </Group>
  );
}
