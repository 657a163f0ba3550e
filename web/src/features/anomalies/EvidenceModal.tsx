import { skipToken, useQuery } from '@apollo/client/react';
import { Anchor, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EthiopianWhen } from '../../shared/calendar/EthiopianWhen';
import { formatBirr } from '../../shared/money-format';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { AnomalyEvidenceDocument } from './operations';

export interface EvidenceTarget {
  hostId: string;
  username: string;
  kind: string;
  title: string;
  cardNumber: number | null;
}

/** The games, shifts or events behind one flag; each game opens its public verification page. */
export function EvidenceModal({
  target,
  range,
  onClose,
}: {
  target: EvidenceTarget | null;
  range: { startDate: string; endDate: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(
    AnomalyEvidenceDocument,
    target
      ? {
          variables: { ...range, hostId: target.hostId, kind: target.kind, cardNumber: target.cardNumber },
          fetchPolicy: 'network-only',
        }
      : skipToken,
  );
  const e = data?.anomalyEvidence;
  const empty = e && e.games.length + e.shifts.length + e.events.length === 0;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={target ? t('anomaly.evidence.title', { host: target.username, kind: target.title }) : ''}
    >
      {loading && (
        <Center>
          <Loader size="sm" />
        </Center>
      )}
      {empty && <Text c="dimmed">{t('anomaly.evidence.none')}</Text>}
      {e && e.games.length > 0 && (
        <ScrollTable testId="anomaly-evidence-games" compact>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('anomaly.evidence.started')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.calls')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.winningCard')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.missed')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.payout')}</Table.Th>
              <Table.Th>{t('anomaly.evidence.game')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.games.map((g) => (
              <Table.Tr key={g.gameId} data-testid="anomaly-evidence-game">
                <Table.Td>
                  <EthiopianWhen iso={g.createdAt as string} />
                </Table.Td>
                <Table.Td ta="right">{g.calls ?? '–'}</Table.Td>
                <Table.Td ta="right">{g.winningCard ?? '–'}</Table.Td>
                <Table.Td ta="right">{g.missedClaims}</Table.Td>
                <Table.Td ta="right">{formatBirr(g.payoutSantim)}</Table.Td>
                <Table.Td>
                  <Anchor href={`/verify/${g.publicCode}`} target="_blank" rel="noreferrer" size="sm">
                    {t('anomaly.evidence.verify')} {g.publicCode}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {e && e.shifts.length > 0 && (
        <ScrollTable testId="anomaly-evidence-shifts" compact>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('anomaly.evidence.opened')}</Table.Th>
              <Table.Th>{t('anomaly.evidence.closed')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.expected')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.counted')}</Table.Th>
              <Table.Th ta="right">{t('anomaly.evidence.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.shifts.map((s) => (
              <Table.Tr key={s.shiftId}>
                <Table.Td>
                  <EthiopianWhen iso={s.openedAt as string} />
                </Table.Td>
                <Table.Td>
                  <EthiopianWhen iso={s.closedAt as string} />
                </Table.Td>
                <Table.Td ta="right">{formatBirr(s.expectedSantim, { whole: false })}</Table.Td>
                <Table.Td ta="right">{formatBirr(s.countedSantim, { whole: false })}</Table.Td>
                <Table.Td ta="right">{formatBirr(s.countedSantim - s.expectedSantim, { whole: false })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {e && e.events.length > 0 && (
        <ScrollTable testId="anomaly-evidence-events" compact>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('anomaly.evidence.what')}</Table.Th>
              <Table.Th>{t('anomaly.evidence.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.events.map((ev, i) => (
              <Table.Tr key={i}>
                <Table.Td>{ev.label}</Table.Td>
                <Table.Td>
                  <EthiopianWhen iso={ev.at as string} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </Modal>
  );
}
