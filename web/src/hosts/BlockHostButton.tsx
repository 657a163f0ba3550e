import '../shared/i18n/operator.i18n';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../shared/layout/ConfirmDialog';
import type { ManagedHost } from './managed-host';

/**
 * Block / Unblock in the owner's and the super admin's host tables. Block asks first: it signs the
 * host out and stops a game it is calling; Unblock gives access back at once.
 */
export function BlockHostButton({
  host,
  onToggle,
  size,
}: {
  host: Pick<ManagedHost, 'username' | 'isBlocked'>;
  onToggle: () => void;
  size: 'compact-xs' | 'compact-sm';
}) {
  const { t } = useTranslation();
  const [asking, ask] = useDisclosure(false);
  return (
    <>
      <Button
        size={size}
        variant="light"
        color={host.isBlocked ? 'green' : 'red'}
        data-testid="block-toggle"
        onClick={host.isBlocked ? onToggle : ask.open}
      >
        {host.isBlocked ? t('owner.unblock') : t('owner.block')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('operator.block.title', { name: host.username })}
        text={t('operator.block.text', { name: host.username })}
        confirmLabel={t('operator.block.confirm')}
        cancelLabel={t('operator.block.cancel')}
        onCancel={ask.close}
        onConfirm={() => {
          ask.close();
          onToggle();
        }}
        testId="block-confirm"
      />
    </>
  );
}
