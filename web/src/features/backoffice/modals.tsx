import '../../i18n/backoffice';
import { useQuery } from '@apollo/client/react';
import { addisDayStart, COMMISSION_RATE_CHOICES } from '@bingo/core';
import { Alert, Box, Button, Center, Loader, Modal, NativeSelect, NumberInput, PasswordInput, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedHostsQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { formatBirr } from '../../shared/money';
import { BarChart } from './BarChart';
import { HostLastGamesDocument, WalletTransactionsDocument } from './operations';

export type ManagedHost = ManagedHostsQuery['hosts'][number];

export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'am' ? 'am-ET' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Addis_Ababa' }).format(new Date(iso));
}

export function longDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'am' ? 'am-ET' : 'en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Africa/Addis_Ababa' }).format(addisDayStart(day));
}

/** Recent Transactions: Date, To Admin, Amount. */
export function TransactionsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(WalletTransactionsDocument, { fetchPolicy: 'network-only' });
  return (
    <Modal opened onClose={onClose} title={t('bo.transactions')} size="lg">
      {loading && <Loader />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      <Table striped data-testid="transactions-table">
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
      </Table>
      {data?.walletTransactions.length === 0 && <Text c="dimmed">{t('bo.none')}</Text>}
    </Modal>
  );
}

/** Stats by period: the last 30 days (long weekday dates), 12 weeks, 12 months, with a chart. */
export function HostStatsModal({ host, onClose }: { host: ManagedHost; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<'day' | 'week' | 'month'>('day');
  const s = host.stats;
  const rows =
    period === 'day'
      ? (s?.last30Days ?? []).map((d) => ({ label: d.date, shown: longDay(d.date, i18n.language), value: d.profit }))
      : period === 'week'
        ? (s?.last12WeeksProfits ?? []).map((w) => ({ label: w.week, shown: w.week, value: w.profit }))
        : (s?.last12MonthsProfits ?? []).map((m) => ({ label: m.month, shown: m.month, value: m.profit }));
  return (
    <Modal opened onClose={onClose} title={`${t('bo.statsByPeriod')} · ${host.username}`} size="lg">
      <Stack>
        <SegmentedControl
          value={period}
          onChange={(v) => setPeriod(v as typeof period)}
          data={[
            { value: 'day', label: t('bo.daily') },
            { value: 'week', label: t('bo.weekly') },
            { value: 'month', label: t('bo.monthly') },
          ]}
        />
        <BarChart bars={[...rows].reverse().map((r) => ({ label: r.label, value: r.value }))} label={t('bo.profitChart')} testId="host-profit-chart" />
        <ScrollArea h={300}>
          <Table striped data-testid="host-stats-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bo.date')}</Table.Th>
                <Table.Th ta="right">{t('bo.profit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td>{r.shown}</Table.Td>
                  <Table.Td ta="right" c={r.value < 0 ? 'red' : undefined}>
                    {formatBirr(r.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Modal>
  );
}

/** A games list: Date and time, Betting Amount, Players, Winning Amount, Profit, Status. */
export function GamesTable({ games }: { games: readonly { gameId: string; createdAt: string; hostUsername?: string; bettingAmount?: number | null; stakes: readonly number[]; players: number; payoutToWinner: number; profit: number; status: string }[] }) {
  const { t, i18n } = useTranslation();
  const showHost = games.some((g) => g.hostUsername);
  return (
    // One line per cell: dates and amounts stay readable; a narrow screen scrolls the box sideways.
    <Table striped data-testid="games-table" style={{ whiteSpace: 'nowrap' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bo.dateTime')}</Table.Th>
          {showHost && <Table.Th>{t('bo.username')}</Table.Th>}
          <Table.Th>{t('bo.betAmount')}</Table.Th>
          <Table.Th>{t('bo.players')}</Table.Th>
          <Table.Th>{t('bo.winningAmount')}</Table.Th>
          <Table.Th>{t('bo.profit')}</Table.Th>
          <Table.Th>{t('bo.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {games.map((g) => (
          <Table.Tr key={g.gameId} data-testid="game-row">
            <Table.Td>{dateTime(g.createdAt, i18n.language)}</Table.Td>
            {showHost && <Table.Td>{g.hostUsername}</Table.Td>}
            <Table.Td>{g.bettingAmount != null ? formatBirr(g.bettingAmount) : g.stakes.map((s) => Math.round(s / 100)).join(', ')}</Table.Td>
            <Table.Td>{g.players}</Table.Td>
            <Table.Td>{formatBirr(g.payoutToWinner)}</Table.Td>
            <Table.Td c={g.profit < 0 ? 'red' : 'green'}>{formatBirr(g.profit)}</Table.Td>
            <Table.Td>{g.status}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Last games of one host (owners: 50; super admin: 10) or of everyone in scope. */
export function LastGamesModal({ hostId, title, limit, onClose }: { hostId?: string; title: string; limit: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(HostLastGamesDocument, { variables: { hostId, limit }, fetchPolicy: 'network-only' });
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {loading && (
        <Center>
          <Loader />
        </Center>
      )}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data &&
        (data.lastGames.length ? (
          <Box style={{ overflowX: 'auto' }}>
            <GamesTable games={data.lastGames} />
          </Box>
        ) : (
          <Text c="dimmed">{t('bo.none')}</Text>
        ))}
    </Modal>
  );
}

/** User Registration: Username (prefilled with the prefix), Password, card set where there is a choice. */
export function RegisterModal({
  prefix,
  cardSets,
  busy,
  withInitialWallet,
  onSubmit,
  onClose,
}: {
  prefix: string;
  cardSets: readonly number[];
  busy: boolean;
  withInitialWallet?: boolean;
  onSubmit: (v: { username: string; password: string; cardSet?: number; initialWallet: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(prefix);
  const [password, setPassword] = useState('');
  const [cardSet, setCardSet] = useState(String(cardSets[0] ?? 1));
  const [initialWallet, setInitialWallet] = useState<number | string>(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username || !password) return;
    onSubmit({ username, password, cardSet: cardSets.length > 1 ? Number(cardSet) : undefined, initialWallet: Number(initialWallet) || 0 });
  };
  return (
    <Modal opened onClose={onClose} title={t('bo.registerUser')}>
      <form onSubmit={submit} data-testid="register-form">
        <Stack>
          <TextInput label={t('bo.username')} name="newUsername" required value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
          <PasswordInput label={t('login.password')} name="newPassword" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {cardSets.length > 1 && (
            <NativeSelect label={t('bo.apiVersion')} name="cardSet" value={cardSet} onChange={(e) => setCardSet(e.currentTarget.value)} data={cardSets.map((n) => ({ value: String(n), label: `Cartella ${n}` }))} />
          )}
          {withInitialWallet && <NumberInput label={t('bo.initialWallet')} min={0} value={initialWallet} onChange={setInitialWallet} />}
          <Button type="submit" loading={busy} data-testid="register-submit">
            {t('bo.register')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The commission rate dropdown: 20 % to 90 % in steps of 5 (the rules core's list). */
export function CommissionSelect({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <NativeSelect
      size="xs"
      name="commissionRate"
      value={value.toFixed(2)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={COMMISSION_RATE_CHOICES.map((c) => ({ value: c.toFixed(2), label: `${Math.round(c * 100)}%` }))}
    />
  );
}
