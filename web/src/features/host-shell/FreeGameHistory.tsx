import { useQuery } from '@apollo/client/react';
import { Modal, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addisDayKey } from '@bingo/core';
import { addisHm, ethiopianDay, ethiopianHourText, gregorianDay } from '../../shared/calendar/ethiopian-time';
import { statusKey } from './free-game-rules';
import { FreeGameHistoryDocument } from './operations';
import { StackTable } from '../../shared/tables/StackTable';

/** The scheduler's History (docs/screens.md#host-shell), in Amharic with both calendars and clocks. */
export function HistoryModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(undefined, { lng: 'am' });
  const { data, loading } = useQuery(FreeGameHistoryDocument, { fetchPolicy: 'network-only' });
  const fmt = (iso: string) => slotWhen(new Date(iso), t);
  return (
    <Modal opened onClose={onClose} title={t('freeGames.history')} size="lg">
      {loading && <Text>…</Text>}
      <StackTable striped>
        <Table.Tbody>
          {data?.freeGameHistory.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{fmt(h.scheduledDateTime)}</Table.Td>
              <Table.Td>{t(statusKey(h.status))}</Table.Td>
              <Table.Td>
                {h.status === 'used'
                  ? h.usedAt || h.gameCreatedAt
                    ? fmt((h.usedAt ?? h.gameCreatedAt)!)
                    : t('freeGames.timeNotFound')
                  : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackTable>
      {data?.freeGameHistory.length === 0 && <Text c="dimmed">{t('bo.none')}</Text>}
    </Modal>
  );
}

/** "ሐሙስ፣ ኖቬምበር 26 2026 (ኅዳር 17 2019) 18:00 · ከሌሊቱ 12:00 ሰዓት": both calendars, both clocks. */
export function slotWhen(at: Date, t: TFunction): string {
  const day = addisDayKey(at);
  return `${gregorianDay(day, 'am')} (${ethiopianDay(day, 'am')}) ${addisHm(at)} · ${ethiopianHourText(at, t)}`;
}
