import { birrToSantim } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, hasErrorCode } from '../../shared/api-errors';
import { formatBirr } from '../../shared/money-format';
import { getUsername } from '../../account/session/session';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { showToast } from '../../shared/toast/show-toast';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import { CommissionCell } from '../../hosts/CommissionCell';
import { HostHeadCells, HostRow } from '../../hosts/HostCells';
import { HostToolbar } from '../../hosts/HostToolbar';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { LastGamesModal } from '../../hosts/LastGamesModal';
import type { ManagedHost } from '../../hosts/managed-host';
import { RegisterModal, registerHostInput, type RegisterValues } from '../../hosts/RegisterModal';
import { TransactionsModal } from '../../hosts/TransactionsModal';
import { HostStatsModal } from '../../hosts/HostStatsModal';
import { BlockHostButton } from '../../hosts/BlockHostButton';
import { OwnerLinks } from './OwnerLinks';
import { HostSettingsButtons } from '../../hosts/HostSettingsButtons';
import { useBackOfficeMe } from '../../account/operations';
import { ManagedHostsDocument, useRegisterHost, useSetCommissionRate, useSetHostBlocked } from '../../hosts/operations';
import { MyOwnerGroupDocument, useTopUpHost } from './operations';
import { canAddWallet, insufficientSuperWallet, registrationPrefix } from './owner-rules';
import { useConfirm } from '../../shared/layout/useConfirm';

/** /owner and the groups' routes (OwnerRoutePage): the owner's own account decides what the server shows. */
export function OwnerPage({ group }: { group?: string }) {
  return (
    <RequireRole roles={['OWNER']}>
      <OwnerDashboard group={group} />
    </RequireRole>
  );
}

type Modal =
  | { kind: 'transactions' }
  | { kind: 'register' }
  | { kind: 'stats'; host: ManagedHost }
  | { kind: 'games'; host: ManagedHost }
  | null;

function OwnerDashboard({ group }: { group?: string }) {
  const { t } = useTranslation();
  const me = useBackOfficeMe();
  const hosts = useQuery(ManagedHostsDocument, { fetchPolicy: 'network-only' });
  const ownGroup = useQuery(MyOwnerGroupDocument, { fetchPolicy: 'network-only' });
  const groupInfo = ownGroup.data?.myOwnerGroup;
  const [modal, setModal] = useState<Modal>(null);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [fundsWarning, setFundsWarning] = useState(false);
  // The server also refuses; hiding the column only spares the owner a useless control.
  const [commissionRefused, setCommissionLocked] = useState(false);
  const commissionLocked = commissionRefused || groupInfo?.canEditCommission === false;
  const [topUp, { loading: toppingUp }] = useTopUpHost();
  const confirm = useConfirm('topup-confirm');
  const [setBlocked] = useSetHostBlocked();
  const [register, { loading: registering }] = useRegisterHost();
  const [setRate, { loading: savingRate }] = useSetCommissionRate();

  const refresh = () => Promise.all([hosts.refetch(), me.refetch(), ownGroup.refetch()]);
  const list = hosts.data?.hosts ?? [];
  const todayProfit = list.reduce((s, h) => s + (h.stats?.todayProfit ?? 0), 0);
  const title = group ? t('owner.titleOf', { group: group.toUpperCase() }) : t('owner.title');

  async function add(host: ManagedHost) {
    const amount = Number(amounts[host.id]);
    // docs/screens.md#owner-and-super-admin: warn, but go on (the server refuses what the super account cannot cover).
    setFundsWarning(insufficientSuperWallet(amount, groupInfo?.superAccountWallet));
    try {
      await withStepUp(() => topUp({ variables: { input: { hostId: host.id, amountSantim: birrToSantim(amount) } } }));
      setAmounts((a) => ({ ...a, [host.id]: '' }));
      showToast('success', t('owner.topUpDone', { username: host.username, amount: amount.toLocaleString('en-US') }));
      await refresh();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', errorMessage(e));
    }
  }

  async function toggleBlock(host: ManagedHost) {
    try {
      await setBlocked({ variables: { hostId: host.id, blocked: !host.isBlocked } });
      await hosts.refetch();
    } catch {
      showToast('error', t('owner.blockFailed', { action: host.isBlocked ? t('owner.unblock') : t('owner.block') }));
    }
  }

  // The editor closes either way: a refused rate is not worth keeping on screen.
  async function saveRate(hostId: string, commissionRate: number) {
    try {
      await setRate({ variables: { input: { hostId, commissionRate } } });
      await hosts.refetch();
    } catch (e) {
      if (hasErrorCode(e, 'FORBIDDEN')) setCommissionLocked(true);
      showToast('error', t('owner.commissionFailed'));
    }
    return true;
  }

  async function onRegister(v: RegisterValues) {
    try {
      const call = () => register({ variables: { input: registerHostInput(v) } });
      await (v.initialWallet > 0 ? withStepUp(call) : call());
      showToast('success', t('owner.registered'));
      setModal(null);
      await hosts.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', `${t('owner.registerFailed')}: ${errorMessage(e)}`);
    }
  }

  if (!hosts.data && hosts.loading) {
    return (
      <Center mih="100vh">
        <Loader size="xl" />
      </Center>
    );
  }
  const cardSets = groupInfo?.cardSetIds.length
    ? [...groupInfo.cardSetIds]
    : [...new Set(list.map((h) => h.cardSet).filter((c): c is number => c != null))].sort();

  return (
    <BackOfficeLayout title={title} actions={<OwnerLinks />}>
      {hosts.error && <Alert color="red">{t('bo.fetchFailed')}</Alert>}
      {fundsWarning && (
        <Alert
          color="yellow"
          mb="md"
          withCloseButton
          onClose={() => setFundsWarning(false)}
          data-testid="insufficient-funds"
        >
          {t('owner.insufficientFunds')}
        </Alert>
      )}
      <SimpleGrid cols={2} mb="md">
        <Paper withBorder p="md" radius="md" data-testid="super-wallet-tile">
          <Text c="dimmed" size="sm">
            {t('owner.superWallet')}
          </Text>
          <Title order={3}>{groupInfo ? formatBirr(groupInfo.superAccountWallet) : '…'}</Title>
        </Paper>
        <Paper withBorder p="md" radius="md" data-testid="today-profit-tile">
          <Text c="dimmed" size="sm">
            {t('owner.todayProfit')}
          </Text>
          <Title order={3} c={todayProfit < 0 ? 'red' : undefined}>
            {formatBirr(todayProfit)}
          </Title>
        </Paper>
      </SimpleGrid>
      <HostToolbar
        onRegister={() => setModal({ kind: 'register' })}
        onTransactions={() => setModal({ kind: 'transactions' })}
        onRefresh={() => void refresh()}
        refreshing={hosts.loading}
      />
      <ScrollTable testId="owner-hosts">
        <Table.Thead>
          <Table.Tr>
            <HostHeadCells />
            {!commissionLocked && <Table.Th>{t('bo.commission')}</Table.Th>}
            <Table.Th>{t('bo.wallet')}</Table.Th>
            <Table.Th>{t('bo.profit')}</Table.Th>
            <Table.Th>{t('bo.games')}</Table.Th>
            <Table.Th>{t('settings.column')}</Table.Th>
            <Table.Th>{t('bo.block')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((h) => (
            <HostRow key={h.id} host={h}>
              {!commissionLocked && (
                <Table.Td>
                  <CommissionCell
                    name={h.username}
                    rate={h.commissionRate}
                    saving={savingRate}
                    onSave={(rate) => saveRate(h.id, rate)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <TextInput
                    size="xs"
                    w={100}
                    name="topUpAmount"
                    inputMode="numeric"
                    placeholder="10000"
                    value={amounts[h.id] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value; // read now: the event is gone when React runs the updater
                      setAmounts((a) => ({ ...a, [h.id]: value }));
                    }}
                  />
                  <Button
                    size="compact-sm"
                    disabled={!canAddWallet(amounts[h.id] ?? '', toppingUp)}
                    onClick={() => {
                      const values = { username: h.username, amount: Number(amounts[h.id]).toLocaleString('en-US') };
                      confirm.ask({
                        title: t('owner.confirmTopUp', values),
                        text: t('owner.confirmTopUpText'),
                        confirmLabel: t('owner.confirmTopUpButton', values),
                        color: 'orange',
                        onConfirm: () => add(h),
                      });
                    }}
                    data-testid="wallet-add"
                  >
                    {t('bo.add')}
                  </Button>
                </Group>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  data-testid="host-stats-open"
                  onClick={() => setModal({ kind: 'stats', host: h })}
                >
                  {t('bo.stats')}
                </Button>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setModal({ kind: 'games', host: h })}
                  data-testid="host-games"
                >
                  {t('bo.games')}
                </Button>
              </Table.Td>
              <Table.Td>
                <HostSettingsButtons host={h} />
              </Table.Td>
              <Table.Td>
                <BlockHostButton host={h} size="compact-sm" onToggle={() => void toggleBlock(h)} />
              </Table.Td>
            </HostRow>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {modal?.kind === 'transactions' && <TransactionsModal onClose={() => setModal(null)} />}
      {modal?.kind === 'stats' && <HostStatsModal host={modal.host} onClose={() => setModal(null)} />}
      {modal?.kind === 'games' && (
        <LastGamesModal
          hostId={modal.host.id}
          limit={50}
          title={`${t('bo.lastGames')} · ${modal.host.username}`}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'register' && (
        <RegisterModal
          prefix={groupInfo?.prefixes[0] ?? registrationPrefix(group, getUsername())}
          cardSets={cardSets.length ? cardSets : [me.data?.me.cardSet ?? 1]}
          busy={registering}
          // The opening wallet moves from the group's super account (spec 001: registration sends initialWallet).
          withInitialWallet
          onSubmit={(v) => void onRegister(v)}
          onClose={() => setModal(null)}
        />
      )}
      {confirm.dialog}
    </BackOfficeLayout>
  );
}
