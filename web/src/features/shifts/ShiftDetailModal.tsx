import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import { dateTime } from '../../shared/dates';
import { formatBirr } from '../../shared/money-format';
import { ShiftDetailDocument, ShiftRowFields } from './operations';
import { differenceColor } from './shift-rows';

const money = (santim: number) => formatBirr(santim, { whole: false });

function Counts({ title, counts }: { title: string; counts: readonly { birr: number; count: number }[] | null }) {
  const { t } = useTranslation();
  if (!counts) return null;
  return (
    <div>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {counts
        .filter((c) => c.count > 0)
        .map((c) => (
          <Text size="sm" key={c.birr}>
            {t('shift.denomination', { birr: c.birr })} × {c.count}
          </Text>
        ))}
    </div>
  );
}

/** One shift in full: its figures, the counts by denomination, corrections, flagged payouts, receipts. */
export function ShiftDetailModal({ shiftId, onClose }: { shiftId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ShiftDetailDocument, { variables: { id: shiftId }, fetchPolicy: 'network-only' });
  const detail = data?.shift;
  const shift = getFragmentData(ShiftRowFields, detail);
  const rows: [string, string, string?][] = shift
    ? [
        [t('till.detail.opened'), dateTime(shift.openedAt, i18n.language)],
        [
          t('till.detail.closed'),
          shift.closedAt ? dateTime(shift.closedAt, i18n.language) : t('till.detail.stillOpen'),
        ],
        [t('till.detail.games'), String(shift.games)],
        [t('till.detail.float'), money(shift.floatSantim)],
        [t('till.detail.cashIn'), money(shift.cashInSantim)],
        [t('till.detail.cashOut'), money(shift.cashOutSantim)],
        [t('till.detail.expected'), money(shift.expectedSantim)],
        [t('till.detail.counted'), shift.countedSantim === null ? '–' : money(shift.countedSantim)],
        [t('till.detail.difference'), shift.differenceSantim === null ? '–' : money(shift.differenceSantim), 'diff'],
        [t('till.detail.free'), money(shift.freeSantim)],
        [t('till.detail.bonus'), money(shift.bonusSantim)],
      ]
    : [];
  return (
    <Modal opened onClose={onClose} title={shift ? t('till.detail.title', { host: shift.username }) : ''} size="lg">
      {!shift || !detail ? (
        <Loader />
      ) : (
        <Stack gap="sm" data-testid="shift-detail">
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {rows.map(([label, value, kind]) => (
                <Table.Tr key={label}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td
                    ta="right"
                    fw={700}
                    c={kind === 'diff' ? differenceColor(shift.differenceSantim) : undefined}
                    data-testid={kind === 'diff' ? 'detail-difference' : undefined}
                  >
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {shift.note && (
            <Text size="sm" data-testid="detail-note">
              {t('till.detail.note')}: {shift.note}
            </Text>
          )}
          <SimpleGrid cols={2}>
            <Counts title={t('till.detail.floatCounts')} counts={detail.floatCounts} />
            <Counts title={t('till.detail.countedCounts')} counts={detail.countedCounts} />
          </SimpleGrid>
          {detail.corrections.length > 0 && (
            <div>
              <Text size="sm" fw={700}>
                {t('till.detail.corrections')}
              </Text>
              {detail.corrections.map((c) => (
                <Text size="sm" key={c.createdAt}>
                  {dateTime(c.createdAt, i18n.language)} · {money(c.amountSantim)} · {c.note}
                </Text>
              ))}
            </div>
          )}
          {shift.flaggedPayouts.length > 0 && (
            <div data-testid="detail-payouts">
              <Text size="sm" fw={700}>
                {t('till.detail.payouts')}
              </Text>
              {shift.flaggedPayouts.map((f) => (
                <Group key={f.gameId} gap="xs">
                  <Text size="sm">
                    {dateTime(f.flaggedAt, i18n.language)} · {money(f.amountSantim)}
                  </Text>
                  <Badge size="sm" variant="light" color={f.acknowledgedAt ? 'gray' : 'orange'}>
                    {t(f.acknowledgedAt ? 'till.detail.acknowledged' : 'till.detail.awaiting')}
                  </Badge>
                  {f.note && <Text size="sm">{f.note}</Text>}
                </Group>
              ))}
            </div>
          )}
          <Group justify="flex-end">
            {([58, 80] as const).map((w) => (
              <Button
                key={w}
                variant="light"
                component={Link}
                to={`/shift-receipt/${shift.id}?width=${w}`}
                data-testid={`receipt-${w}`}
              >
                {t(`till.detail.print${w}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
