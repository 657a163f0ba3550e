import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../shared/money-format';
import type { ManagedHost } from './managed-host';

/** The first columns of every host table (owner and super admin): Username, Balance, Today. */
export function HostHeadCells() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th>{t('bo.username')}</Table.Th>
      <Table.Th>{t('bo.balance')}</Table.Th>
      <Table.Th>{t('bo.today')}</Table.Th>
    </>
  );
}

/** A host's row (found by tests as host-<username>): its first columns, then the table's own. */
export function HostRow({ host, children }: { host: ManagedHost; children: ReactNode }) {
  return (
    <Table.Tr data-testid={`host-${host.username}`}>
      <HostCells host={host} />
      {children}
    </Table.Tr>
  );
}

function HostCells({ host }: { host: ManagedHost }) {
  const today = host.stats?.todayProfit ?? 0;
  return (
    <>
      <Table.Td fw={600}>{host.username}</Table.Td>
      <Table.Td data-testid="balance">{formatBirr(host.walletBalance)}</Table.Td>
      <Table.Td c={today < 0 ? 'red' : undefined}>{formatBirr(today)}</Table.Td>
    </>
  );
}
