import '../../shared/i18n/pwa.i18n';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../shared/i18n';

export const UPDATE_TOAST_ID = 'app-update';

/**
 * "A new version is available: Reload" (docs/screens.md#installable-app): stays until the operator
 * reloads or closes it. Reload hands over to the new worker, which reloads the page.
 */
export function showUpdateToast(reload: () => void): void {
  notifications.show({
    id: UPDATE_TOAST_ID,
    color: 'blue',
    autoClose: false,
    withCloseButton: true,
    withBorder: true,
    role: 'status',
    'data-testid': 'update-prompt',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{i18n.t('pwa.update.available')}</Text>
        <Button size="xs" onClick={reload} data-testid="update-reload">
          {i18n.t('pwa.update.reload')}
        </Button>
      </Group>
    ),
  });
}
