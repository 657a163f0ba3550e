import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../../shared/money-format';
import { dateTime } from '../../../shared/dates';
import { valueLabel } from './bonus-form';
import { BonusGamesDocument } from './operations';
import { CenteredLoader } from '../CenteredLoader';
import { StackTable } from '../../../shared/tables/StackTable';

/** Games with bonuses: date, base payout, total bonus and each applied bonus, newest first. */
export function BonusGamesTab() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(BonusGamesDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <CenteredLoader />;
  if (error) return <Alert color="red">{t('hs.bonus.games.fetchFailed')}</Alert>;
  const games = data?.bonusGames ?? [];
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <StackTable striped data-testid="bonus-games" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hs.bonus.games.date')}</Table.Th>
            <Table.Th ta="right">{t('hs.bonus.games.base')}</Table.Th>
            <Table.Th ta="right">{t('hs.bonus.games.total')}</Table.Th>
            <Table.Th>{t('hs.bonus.games.applied')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((g) => (
            <Table.Tr key={g.gameId} data-testid="bonus-game-row">
              <Table.Td>{dateTime(g.date, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatBirr(g.baseAmount)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatBirr(g.totalBonusAmount)}
              </Table.Td>
              <Table.Td>
                {g.appliedBonuses.map((b, i) => (
                  <Text size="xs" key={`${b.bonusId ?? ''}-${i}`}>
                    {t(`hs.bonus.type.${b.bonusType}`)} {valueLabel(b.bonusType, b.bonusValue)} →{' '}
                    {formatBirr(b.bonusAmount)}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackTable>
      {games.length === 0 && (
        <Text c="dimmed" p="md">
          {t('hs.bonus.games.empty')}
        </Text>
      )}
    </Paper>
  );
}
