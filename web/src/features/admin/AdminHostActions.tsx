import '../../shared/i18n/views.i18n';
import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlockHostButton } from '../../hosts/BlockHostButton';
import type { ManagedHost } from '../../hosts/managed-host';

export type HostAction = 'wallet' | 'password' | 'stats' | 'jackpot' | 'hall' | 'games';

/**
 * The super admin's row actions: Wallet and Block stay on the row, the rest (Password, Stats,
 * Jackpot, Hall, Last 10) sit in a "More" menu, so the row fits at 1366 px in both languages.
 * The menu items keep the buttons' test ids (change-password, host-stats, …).
 */
export function AdminHostActions({
  host,
  onOpen,
  onToggleBlock,
}: {
  host: ManagedHost;
  onOpen: (action: HostAction) => void;
  onToggleBlock: () => void;
}) {
  const { t } = useTranslation();
  const items: { action: HostAction; label: string; testId: string }[] = [
    { action: 'password', label: t('admin.changePassword'), testId: 'change-password' },
    { action: 'stats', label: t('settings.figures.stats'), testId: 'host-stats' },
    { action: 'jackpot', label: t('settings.jackpot.button'), testId: 'jackpot-settings-open' },
    { action: 'hall', label: t('settings.hall.button'), testId: 'hall-settings-open' },
    { action: 'games', label: t('admin.last10'), testId: 'last-10' },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => onOpen('wallet')} data-testid="wallet-update">
        {t('admin.walletUpdate')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('view.moreActionsOf', { name: host.username })}
            data-testid="row-actions"
          >
            {t('view.moreActions')} ▾
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="row-actions-menu">
          {items.map((i) => (
            <Menu.Item key={i.action} onClick={() => onOpen(i.action)} data-testid={i.testId}>
              {i.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <BlockHostButton host={host} size="compact-xs" onToggle={onToggleBlock} />
    </Group>
  );
}
