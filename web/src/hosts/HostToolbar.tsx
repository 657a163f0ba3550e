import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Above every host table (owner and super admin): Register User, Recent Transactions, Refresh. */
export function HostToolbar({
  onRegister,
  onTransactions,
  onRefresh,
  refreshing,
}: {
  onRegister: () => void;
  onTransactions: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group mb="md">
      <Button onClick={onRegister} data-testid="register-user">
        {t('bo.registerUser')}
      </Button>
      <Button variant="light" onClick={onTransactions} data-testid="recent-transactions">
        {t('bo.transactions')}
      </Button>
      <Button variant="default" onClick={onRefresh} loading={refreshing} data-testid="refresh">
        {t('bo.refresh')}
      </Button>
    </Group>
  );
}
