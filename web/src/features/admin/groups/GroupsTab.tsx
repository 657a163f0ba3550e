import '../../../shared/i18n/groups.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../gql';
import type { OwnerGroupFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/api-errors';
import { formatBirr } from '../../../shared/money-format';
import { StepUpCancelled, withStepUp } from '../../../account/step-up/step-up-store';
import { showToast } from '../../../shared/toast/show-toast';
import { useConfirm } from '../../../shared/layout/useConfirm';
import { HostPasswordModal } from '../HostPasswordModal';
import { useAdjustHostWallet, useChangePassword } from '../operations';
import { FundSuperAccountModal } from './FundSuperAccountModal';
import { GroupFormModal, type GroupFormValues } from './GroupFormModal';
import { GroupsTable, OwnerGroupFieldsFragmentDoc, OwnersTable, SuperAccountsTable } from './GroupTables';
import { parsePrefixes, parseRouteSlug } from './groups-rules';
import {
  OwnerGroupsDocument,
  useCreateOwnerAccount,
  useCreateOwnerGroup,
  useSetOwnerAccountBlocked,
  useSetOwnerGroupArchived,
  useUpdateOwnerGroup,
} from './groups.operations';
import { OwnerFormModal } from './OwnerFormModal';

type GroupRow = OwnerGroupFieldsFragment;
type Modal =
  | { kind: 'create' }
  | { kind: 'edit'; group: GroupRow }
  | { kind: 'owner'; group: GroupRow }
  | { kind: 'fund'; account: NonNullable<GroupRow['superAccount']> }
  | { kind: 'password'; owner: GroupRow['owners'][number] }
  | null;

const EMPTY: GroupFormValues = { name: '', routeSlug: '', prefixes: '', cardSetIds: ['1'], canEditCommission: false };

/** docs/roles-and-accounts.md#owner-groups: the super admin's groups, their super accounts and owners. */
export function GroupsTab() {
  const { t } = useTranslation();
  const query = useQuery(OwnerGroupsDocument, { fetchPolicy: 'network-only' });
  const groups = (query.data?.ownerGroups ?? []).map((g) => getFragmentData(OwnerGroupFieldsFragmentDoc, g));
  const [modal, setModal] = useState<Modal>(null);
  const [createGroup, { loading: creating }] = useCreateOwnerGroup();
  const [updateGroup, { loading: updating }] = useUpdateOwnerGroup();
  const [setArchived] = useSetOwnerGroupArchived();
  const [createOwner, { loading: addingOwner }] = useCreateOwnerAccount();
  const [setBlocked] = useSetOwnerAccountBlocked();
  const [adjust, { loading: funding }] = useAdjustHostWallet();
  const [changePassword, { loading: changing }] = useChangePassword();
  const confirm = useConfirm('group-confirm');

  /**
   * Runs a write, then closes the modal and reloads. Money and passwords need the caller's password
   * again (docs/roles-and-accounts.md#step-up); group and owner edits do not.
   */
  const run = async (call: () => Promise<unknown>, ok: string, stepUp = false) => {
    try {
      await (stepUp ? withStepUp(call) : call());
      showToast('success', ok);
      setModal(null);
      await query.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', `${t('groups.failed')}: ${errorMessage(e)}`);
    }
  };

  const fields = (v: GroupFormValues) => ({
    name: v.name.trim(),
    routeSlug: parseRouteSlug(v.routeSlug),
    prefixes: parsePrefixes(v.prefixes),
    cardSetIds: v.cardSetIds.map(Number),
    canEditCommission: v.canEditCommission,
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={4}>{t('groups.title')}</Title>
        <Button size="xs" onClick={() => setModal({ kind: 'create' })} data-testid="group-create">
          {t('groups.create')}
        </Button>
      </Group>
      {query.error && <Alert color="red">{errorMessage(query.error)}</Alert>}
      <GroupsTable
        groups={groups}
        onEdit={(group) => setModal({ kind: 'edit', group })}
        onAddOwner={(group) => setModal({ kind: 'owner', group })}
        onArchive={(g) =>
          confirm.ask({
            title: t(g.archivedAt ? 'groups.confirmRestore' : 'groups.confirmArchive', { name: g.name }),
            text: t(g.archivedAt ? 'groups.confirmRestoreText' : 'groups.confirmArchiveText'),
            confirmLabel: t(g.archivedAt ? 'groups.restore' : 'groups.archive'),
            color: g.archivedAt ? 'green' : 'red',
            onConfirm: () =>
              run(() => setArchived({ variables: { groupId: g.id, archived: !g.archivedAt } }), t('groups.saved')),
          })
        }
      />
      <Title order={4}>{t('groups.superTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('groups.superHint')}
      </Text>
      <SuperAccountsTable groups={groups} onFund={(account) => setModal({ kind: 'fund', account })} />
      <Title order={4}>{t('groups.ownersTitle')}</Title>
      <OwnersTable
        groups={groups}
        onPassword={(owner) => setModal({ kind: 'password', owner })}
        onBlock={(o) =>
          confirm.ask({
            title: t(o.blocked ? 'groups.confirmUnblock' : 'groups.confirmBlock', { username: o.username }),
            text: t(o.blocked ? 'groups.confirmUnblockText' : 'groups.confirmBlockText'),
            confirmLabel: t(o.blocked ? 'groups.unblock' : 'groups.block'),
            color: o.blocked ? 'green' : 'red',
            onConfirm: () =>
              run(() => setBlocked({ variables: { ownerId: o.id, blocked: !o.blocked } }), t('groups.saved')),
          })
        }
      />

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <GroupFormModal
          title={modal.kind === 'create' ? t('groups.create') : `${t('groups.edit')} · ${modal.group.name}`}
          initial={
            modal.kind === 'create'
              ? EMPTY
              : {
                  name: modal.group.name,
                  routeSlug: modal.group.routeSlug ?? '',
                  prefixes: modal.group.prefixes.join(', '),
                  cardSetIds: modal.group.cardSetIds.map(String),
                  canEditCommission: modal.group.canEditCommission,
                }
          }
          cardSets={query.data?.cardSets ?? []}
          busy={creating || updating}
          onClose={() => setModal(null)}
          onSubmit={(v) =>
            void (modal.kind === 'create'
              ? run(
                  () => createGroup({ variables: { input: fields(v) } }),
                  t('groups.created', { name: v.name.trim() }),
                )
              : run(
                  () => updateGroup({ variables: { input: { id: modal.group.id, ...fields(v) } } }),
                  t('groups.saved'),
                ))
          }
        />
      )}
      {modal?.kind === 'owner' && (
        <OwnerFormModal
          groupName={modal.group.name}
          busy={addingOwner}
          onClose={() => setModal(null)}
          onSubmit={(v) =>
            void run(
              () => createOwner({ variables: { input: { groupId: modal.group.id, ...v } } }),
              t('groups.ownerCreated', { username: v.username }),
            )
          }
        />
      )}
      {modal?.kind === 'fund' && (
        <FundSuperAccountModal
          account={modal.account}
          busy={funding}
          onClose={() => setModal(null)}
          onSubmit={(amountSantim) =>
            void run(
              () => adjust({ variables: { input: { hostId: modal.account.id, amountSantim } } }),
              t('groups.funded', { balance: formatBirr(modal.account.walletBalanceSantim + amountSantim) }),
              true,
            )
          }
        />
      )}
      {confirm.dialog}
      {modal?.kind === 'password' && (
        <HostPasswordModal
          host={modal.owner}
          busy={changing}
          onClose={() => setModal(null)}
          onSubmit={(newPassword) =>
            void run(
              () => changePassword({ variables: { input: { adminId: modal.owner.id, newPassword } } }),
              t('groups.passwordReset'),
              true,
            )
          }
        />
      )}
    </Stack>
  );
}
