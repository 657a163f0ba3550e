import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { OwnerGroupFieldsFragment } from '../../../gql/graphql';
import { dateTime } from '../../../shared/dates';
import { formatBirr } from '../../../shared/money-format';
import { ScrollTable } from '../../../shared/tables/ScrollTable';

/** What the tables show of a group (the tab's query spreads it). */
export const OwnerGroupFieldsFragmentDoc = graphql(`
  fragment OwnerGroupFields on OwnerGroupAdminView {
    id
    name
    routeSlug
    prefixes
    cardSetIds
    canEditCommission
    archivedAt
    superAccount {
      id
      username
      walletBalanceSantim
    }
    owners {
      id
      username
      blocked
      lastLoginAt
    }
  }
`);

type GroupRow = OwnerGroupFieldsFragment;

/** A table's head: one translated label a column. */
function HeadRow({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {keys.map((key) => (
          <Table.Th key={key}>{t(key)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
type SuperRow = NonNullable<GroupRow['superAccount']>;
type OwnerRow = GroupRow['owners'][number];

/** The groups: name, route, prefixes, card sets, commission, status; edit, archive, add an owner. */
export function GroupsTable({
  groups,
  onEdit,
  onArchive,
  onAddOwner,
}: {
  groups: readonly GroupRow[];
  onEdit: (g: GroupRow) => void;
  onArchive: (g: GroupRow) => void;
  onAddOwner: (g: GroupRow) => void;
}) {
  const { t } = useTranslation();
  if (groups.length === 0) return <Text c="dimmed">{t('groups.noGroups')}</Text>;
  return (
    <ScrollTable testId="owner-groups">
      <HeadRow
        keys={[
          'groups.name',
          'groups.route',
          'groups.prefixes',
          'groups.cardSets',
          'groups.commission',
          'groups.owners',
          'groups.status',
          'groups.actions',
        ]}
      />
      <Table.Tbody>
        {groups.map((g) => (
          <Table.Tr key={g.id} data-testid={`group-${g.name}`}>
            <Table.Td fw={600}>{g.name}</Table.Td>
            <Table.Td>{g.routeSlug ? `/${g.routeSlug}` : '-'}</Table.Td>
            <Table.Td>{g.prefixes.join(', ')}</Table.Td>
            <Table.Td>{g.cardSetIds.join(', ')}</Table.Td>
            <Table.Td>{g.canEditCommission ? t('groups.yes') : t('groups.no')}</Table.Td>
            <Table.Td>{g.owners.length}</Table.Td>
            <Table.Td>
              <Badge color={g.archivedAt ? 'gray' : 'green'} variant="light">
                {g.archivedAt ? t('groups.archived') : t('groups.active')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="light" onClick={() => onEdit(g)} data-testid="group-edit">
                  {t('groups.edit')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={Boolean(g.archivedAt)}
                  onClick={() => onAddOwner(g)}
                  data-testid="group-add-owner"
                >
                  {t('groups.addOwner')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  color={g.archivedAt ? 'green' : 'red'}
                  onClick={() => onArchive(g)}
                  data-testid="group-archive"
                >
                  {g.archivedAt ? t('groups.restore') : t('groups.archive')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** The groups' super accounts, apart from the hosts: balance and Fund / adjust. */
export function SuperAccountsTable({
  groups,
  onFund,
}: {
  groups: readonly GroupRow[];
  onFund: (account: SuperRow) => void;
}) {
  const { t } = useTranslation();
  const rows = groups.filter((g) => g.superAccount);
  return (
    <ScrollTable testId="super-accounts">
      <HeadRow keys={['groups.group', 'groups.superAccount', 'groups.balance', 'groups.actions']} />
      <Table.Tbody>
        {rows.map((g) => (
          <Table.Tr key={g.id} data-testid={`super-${g.name}`}>
            <Table.Td>{g.name}</Table.Td>
            <Table.Td>{g.superAccount!.username}</Table.Td>
            <Table.Td data-testid="super-balance">{formatBirr(g.superAccount!.walletBalanceSantim)}</Table.Td>
            <Table.Td>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onFund(g.superAccount!)}
                data-testid="super-fund"
              >
                {t('groups.fund')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** Every owner account with its group: block or unblock, reset the password. */
export function OwnersTable({
  groups,
  onBlock,
  onPassword,
}: {
  groups: readonly GroupRow[];
  onBlock: (owner: OwnerRow) => void;
  onPassword: (owner: OwnerRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const owners = groups.flatMap((g) => g.owners.map((o) => ({ ...o, group: g.name })));
  if (owners.length === 0) return <Text c="dimmed">{t('groups.noOwners')}</Text>;
  return (
    <ScrollTable testId="owner-accounts">
      <HeadRow keys={['groups.ownerUsername', 'groups.group', 'groups.status', 'admin.lastLogin', 'groups.actions']} />
      <Table.Tbody>
        {owners.map((o) => (
          <Table.Tr key={o.id} data-testid={`owner-${o.username}`}>
            <Table.Td>{o.username}</Table.Td>
            <Table.Td>{o.group}</Table.Td>
            <Table.Td>{o.blocked ? t('groups.blocked') : t('groups.active')}</Table.Td>
            <Table.Td>{o.lastLoginAt ? dateTime(o.lastLoginAt, i18n.language) : '-'}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="light" onClick={() => onPassword(o)} data-testid="owner-password">
                  {t('groups.resetPassword')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="light"
                  color={o.blocked ? 'green' : 'red'}
                  onClick={() => onBlock(o)}
                  data-testid="owner-block"
                >
                  {o.blocked ? t('groups.unblock') : t('groups.block')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
