import '../shared/i18n/backoffice.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../shared/dates';
import { errorMessage } from '../shared/api-errors';
import { formatBirr } from '../shared/money-format';
import { WalletTransactionsDocument } from './operations';
import { ExportMenu } from '../account/export/ExportMenu';
import { StackTable } from '../shared/tables/StackTable';

/** Recent Transactions: Date, To Admin, Amount. */
export function TransactionsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(WalletTransactionsDocument, { fetchPolicy: 'network-only' });
  return (
    <Modal opened onClose={onClose} title={t('bo.transactions')} size="lg">
      {loading && <Loader />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      <Group justify="flex-end">
        <ExportMenu path="/admin/transactions" name="transactions" />
      </Group>
      <StackTable striped data-testid="transactions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bo.date')}</Table.Th>
            <Table.Th>{t('bo.toAdmin')}</Table.Th>
            <Table.Th ta="right">{t('bo.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.walletTransactions.map((tx, i) => (
            <Table.Tr key={i} data-testid="transaction-row">
              <Table.Td>{dateTime(tx.date, i18n.language)}</Table.Td>
              <Table.Td>{tx.toAdmin}</Table.Td>
              <Table.Td ta="right">{formatBirr(tx.amount, { whole: false })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackTable>
      {data?.walletTransactions.length === 0 && <Text c="dimmed">{t('bo.none')}</Text>}
    </Modal>
  );
}
