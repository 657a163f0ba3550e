import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/dates';
import { formatBirr } from '../../shared/money-format';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import type { ShiftRowFieldsFragment } from '../../gql/graphql';
import { awaitingReview, differenceColor } from './shift-rows';

/** Shifts, newest first: opened, hall (owners), games, expected, counted, difference, flagged payouts, note. */
export function ShiftsTable({
  shifts,
  showHall,
  onOpen,
}: {
  shifts: readonly ShiftRowFieldsFragment[];
  showHall: boolean;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollTable testId="shifts-table" compact>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('till.list.opened')}</Table.Th>
          {showHall && <Table.Th>{t('till.list.hall')}</Table.Th>}
          <Table.Th ta="right">{t('till.list.games')}</Table.Th>
          <Table.Th ta="right">{t('till.list.expected')}</Table.Th>
          <Table.Th ta="right">{t('till.list.counted')}</Table.Th>
          <Table.Th ta="right">{t('till.list.difference')}</Table.Th>
          <Table.Th ta="right">{t('till.list.flagged')}</Table.Th>
          <Table.Th>{t('till.list.note')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shifts.map((s) => (
          <Table.Tr
            key={s.id}
            data-testid="shift-row"
            data-shift={s.id}
            onClick={() => onOpen(s.id)}
            style={{ cursor: 'pointer' }}
          >
            <Table.Td>
              <Text component="button" type="button" size="sm" td="underline" bg="none" bd="none" p={0} c="blue">
                {dateTime(s.openedAt, i18n.language)}
              </Text>
            </Table.Td>
            {showHall && <Table.Td>{s.username}</Table.Td>}
            <Table.Td ta="right">{s.games}</Table.Td>
            <Table.Td ta="right">{formatBirr(s.expectedSantim, { whole: false })}</Table.Td>
            <Table.Td ta="right">
              {s.countedSantim === null ? (
                <Badge variant="light" size="sm">
                  {t('till.list.open')}
                </Badge>
              ) : (
                formatBirr(s.countedSantim, { whole: false })
              )}
            </Table.Td>
            <Table.Td ta="right" c={differenceColor(s.differenceSantim)} fw={s.differenceSantim ? 700 : undefined}>
              <span data-testid="shift-difference">
                {s.differenceSantim === null ? '–' : formatBirr(s.differenceSantim, { whole: false })}
              </span>
            </Table.Td>
            <Table.Td ta="right">
              {s.flaggedPayouts.length === 0 ? (
                '–'
              ) : (
                <Badge color={awaitingReview(s) > 0 ? 'orange' : 'gray'} variant="light" data-testid="shift-flagged">
                  {s.flaggedPayouts.length}
                </Badge>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'normal', minWidth: 140 }}>{s.note ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
