import '../../shared/i18n/backoffice.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { formatBirr } from '../../shared/money-format';
import { dateTime } from '../../shared/dates';
import { JackpotHistoryDocument } from './operations';
import { StackTable } from '../../shared/tables/StackTable';

export function JackpotView() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(JackpotHistoryDocument, { fetchPolicy: 'network-only' });
  return (
    <>
      <Title order={3} mb="md">
        {t('shell.jackpot')}
      </Title>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data && data.jackpotHistory.length === 0 ? (
        <Text c="dimmed">{t('shell.noJackpots')}</Text>
      ) : (
        <StackTable striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.date')}</Table.Th>
              <Table.Th>{t('bo.amount')}</Table.Th>
              <Table.Th>{t('shell.winnerCard')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.jackpotHistory.map((j) => (
              <Table.Tr key={j.id}>
                <Table.Td>{dateTime(j.createdAt, i18n.language)}</Table.Td>
                <Table.Td>{formatBirr(j.amount)}</Table.Td>
                <Table.Td>{j.winnerCard}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackTable>
      )}
    </>
  );
}
