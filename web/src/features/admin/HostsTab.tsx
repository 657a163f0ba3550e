import { birrToSantim } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { showToast } from '../../shared/toast/show-toast';
import { CommissionCell } from '../../hosts/CommissionCell';
import { HostHeadCells, HostRow } from '../../hosts/HostCells';
import { HostToolbar } from '../../hosts/HostToolbar';
import { dateTime } from '../../shared/dates';
import { LastGamesModal } from '../../hosts/LastGamesModal';
import { HostFigureCells, HostFigureHeadCells } from '../../hosts/HostFigures';
import { HallSettingsModal } from '../../hosts/HallSettingsModal';
import { JackpotSettingsModal } from '../../hosts/JackpotSettingsModal';
import { HostStatsModal } from '../../hosts/HostStatsModal';
import type { ManagedHost } from '../../hosts/managed-host';
import { RegisterModal, registerHostInput } from '../../hosts/RegisterModal';
import { TransactionsModal } from '../../hosts/TransactionsModal';
import { ManagedHostsDocument, useRegisterHost, useSetCommissionRate, useSetHostBlocked } from '../../hosts/operations';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { AdminHostActions, type HostAction } from './AdminHostActions';
import { HostPasswordModal } from './HostPasswordModal';
import { HostWalletModal } from './HostWalletModal';
import { useAdjustHostWallet, useChangePassword } from './operations';
import { PlatformSummary } from './PlatformSummary';

type HostModal = { kind: HostAction; host: ManagedHost } | { kind: 'register' } | { kind: 'transactions' } | null;

/** Summary, then every visible host of both card sets with wallet, password, last 10 games, commission and block. */
export function HostsTab() {
  const { t, i18n } = useTranslation();
  const hosts = useQuery(ManagedHostsDocument, { fetchPolicy: 'network-only' });
  const [modal, setModal] = useState<HostModal>(null);
  const [setBlocked] = useSetHostBlocked();
  const [setRate, { loading: savingRate }] = useSetCommissionRate();
  const [register, { loading: registering }] = useRegisterHost();
  const [changePassword, { loading: changing }] = useChangePassword();
  const [adjust, { loading: adjusting }] = useAdjustHostWallet();
  const list = hosts.data?.hosts ?? [];

  // Wallet, password and registration with a starting wallet need the caller's password again.
  const run = async (call: () => Promise<unknown>, ok: string, failed: string) => {
    try {
      await withStepUp(call);
      showToast('success', ok);
      setModal(null);
      await hosts.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', `${failed}: ${errorMessage(e)}`);
    }
  };

  const saveRate = async (hostId: string, commissionRate: number) => {
    try {
      await setRate({ variables: { input: { hostId, commissionRate } } });
      await hosts.refetch();
      return true;
    } catch {
      showToast('error', t('owner.commissionFailed'));
      return false;
    }
  };

  const toggleBlock = async (h: ManagedHost) => {
    try {
      await setBlocked({ variables: { hostId: h.id, blocked: !h.isBlocked } });
      await hosts.refetch();
    } catch {
      showToast('error', t('admin.blockFailed'));
    }
  };

  return (
    <>
      <PlatformSummary />
      <HostToolbar
        onRegister={() => setModal({ kind: 'register' })}
        onTransactions={() => setModal({ kind: 'transactions' })}
        onRefresh={() => void hosts.refetch()}
        refreshing={hosts.loading}
      />
      {hosts.error && <Alert color="red">{errorMessage(hosts.error)}</Alert>}
      <ScrollTable testId="admin-hosts" compact>
        <Table.Thead>
          <Table.Tr>
            <HostHeadCells />
            <HostFigureHeadCells />
            <Table.Th>{t('bo.cardSet')}</Table.Th>
            <Table.Th>{t('bo.commission')}</Table.Th>
            <Table.Th>{t('admin.lastLogin')}</Table.Th>
            <Table.Th>{t('bo.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((h) => (
            <HostRow key={h.id} host={h}>
              <HostFigureCells host={h} />
              <Table.Td>{h.cardSet ? t('cartella', { n: h.cardSet }) : '-'}</Table.Td>
              <Table.Td>
                <CommissionCell
                  name={h.username}
                  rate={h.commissionRate}
                  saving={savingRate}
                  onSave={(rate) => saveRate(h.id, rate)}
                />
              </Table.Td>
              <Table.Td>{h.lastLoginAt ? dateTime(h.lastLoginAt, i18n.language) : '-'}</Table.Td>
              <Table.Td>
                <AdminHostActions
                  host={h}
                  onOpen={(kind) => setModal({ kind, host: h })}
                  onToggleBlock={() => void toggleBlock(h)}
                />
              </Table.Td>
            </HostRow>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {modal?.kind === 'transactions' && <TransactionsModal onClose={() => setModal(null)} />}
      {modal?.kind === 'stats' && <HostStatsModal host={modal.host} onClose={() => setModal(null)} />}
      {modal?.kind === 'jackpot' && <JackpotSettingsModal host={modal.host} onClose={() => setModal(null)} />}
      {modal?.kind === 'hall' && <HallSettingsModal host={modal.host} onClose={() => setModal(null)} />}
      {modal?.kind === 'games' && (
        <LastGamesModal
          hostId={modal.host.id}
          limit={10}
          title={`${t('admin.last10')} · ${modal.host.username}`}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'register' && (
        <RegisterModal
          prefix=""
          cardSets={[1, 2]}
          busy={registering}
          withInitialWallet
          onClose={() => setModal(null)}
          onSubmit={(v) =>
            void run(
              () => register({ variables: { input: registerHostInput(v) } }),
              t('owner.registered'),
              t('owner.registerFailed'),
            )
          }
        />
      )}
      {modal?.kind === 'password' && (
        <HostPasswordModal
          host={modal.host}
          busy={changing}
          onClose={() => setModal(null)}
          onSubmit={(newPassword) =>
            void run(
              () => changePassword({ variables: { input: { adminId: modal.host.id, newPassword } } }),
              t('admin.passwordChanged'),
              t('admin.passwordFailed'),
            )
          }
        />
      )}
      {modal?.kind === 'wallet' && (
        <HostWalletModal
          host={modal.host}
          busy={adjusting}
          onClose={() => setModal(null)}
          onSubmit={(wallet) =>
            void run(
              () => adjust({ variables: { input: { hostId: modal.host.id, walletSantim: birrToSantim(wallet) } } }),
              t('admin.walletUpdated'),
              t('admin.walletFailed'),
            )
          }
        />
      )}
    </>
  );
}
